import type { FastifyRequest } from 'fastify';
import type { AuditEvent, AuditKind } from '../../../contract';
import { insertAuditEvent } from './audit.queries';

/**
 * Records an act in the audit log (decision 0060): who (the signed-in member unless another
 * is named, as for a sign-in), from which address, on what. Called after the act has
 * happened: a failure to record is logged, never turned into the act's failure.
 */
export async function recordAudit(
  request: FastifyRequest,
  kind: AuditKind,
  event: { target?: string; details?: AuditEvent['details']; userId?: number | null } = {},
): Promise<void> {
  try {
    await insertAuditEvent(request.server.database.db, {
      kind,
      userId: event.userId === undefined ? (request.user?.user_id ?? null) : event.userId,
      target: event.target,
      ip: request.ip,
      details: event.details,
    });
  } catch (error) {
    request.log.error({ err: error, kind }, 'audit event not recorded');
  }
}
