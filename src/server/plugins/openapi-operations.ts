import type { FastifySchema, RouteOptions } from 'fastify';

/** `createReply`, `listServices`: a verb first, camelCase, what a generated client names its method. */
const OPERATION_ID = /^[a-z][a-zA-Z0-9]*$/;
/** A summary is one short line (a client's method comment, a line of the docs' list). */
const SUMMARY_MAX = 80;

/**
 * The onRoute check of docs/decisions/0047: every `/api` operation in the OpenAPI document
 * names itself beside its schema, with a readable `summary` and a camelCase `operationId`
 * used once. A route without them fails the app's start (and so every test), rather than
 * appearing as `postApiRequestsIdReplies` in a generated client.
 */
export function checkOperationNames(isDocumented: (url: string) => boolean): (route: RouteOptions) => void {
  const owners = new Map<string, string>();
  return (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    const schema = route.schema as FastifySchema | undefined;
    // Fastify's own HEAD twin of a GET carries the GET's schema: it is the same operation.
    if (methods.length === 0 || !isDocumented(route.url) || schema?.hide) return;
    const where = `${methods.join(',')} ${route.url}`;
    const { summary, operationId } = schema ?? {};
    if (!summary?.trim() || summary.length > SUMMARY_MAX || summary.endsWith('.'))
      throw new Error(
        `${where}: schema.summary must be one short line (at most ${SUMMARY_MAX} characters, no full stop), docs/decisions/0047`,
      );
    if (!operationId || !OPERATION_ID.test(operationId))
      throw new Error(`${where}: schema.operationId must be camelCase, as createReply (docs/decisions/0047)`);
    const owner = owners.get(operationId);
    if (owner)
      throw new Error(`${where}: operationId ${operationId} is already ${owner}'s (docs/decisions/0047)`);
    owners.set(operationId, where);
  };
}
