import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponseSchema, STAFF_ROLES, type Grantable, type Grants } from '../../../contract';
import { localize } from '../../i18n/messages';
import { FACTOR_MESSAGES } from '../auth/factors/factor-messages';
import { loadStaffPolicy, saveStaffPolicy } from '../auth/factors/factors.queries';
import { recordAudit } from '../audit/record-audit';

const RolesSchema = z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length).optional();
/** Which roles, beside admin, an admin gave each grantable permission to (decision 0058). */
const GrantsSchema = z.strictObject({
  'desk.export': RolesSchema,
  'students.erase': RolesSchema,
} satisfies Record<Grantable, typeof RolesSchema>) satisfies z.ZodType<Grants>;

const PolicySchema = z.object({ require_second_factor: z.boolean(), grants: GrantsSchema });
const PolicyChangeSchema = z
  .strictObject({ require_second_factor: z.boolean().optional(), grants: GrantsSchema.optional() })
  .refine((change) => Object.keys(change).length > 0, 'must change require_second_factor or grants');

/**
 * The office's rules for its staff: a second factor for everyone (decision 0057), and who
 * beside the admins may export every request or erase a student (decision 0058).
 */
export const staffPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/staff/policy',
    {
      schema: {
        summary: "The office's sign-in rule and grants for staff",
        operationId: 'getStaffPolicy',
        response: { 200: PolicySchema },
      },
    },
    () => loadStaffPolicy(db),
  );
  app.patch(
    '/staff/policy',
    {
      schema: {
        summary: 'Require a second factor of every staff member, or grant a permission to a role',
        operationId: 'setStaffPolicy',
        body: PolicyChangeSchema,
        response: { 200: MessageResponseSchema.extend(PolicySchema.shape) },
      },
    },
    async (request) => {
      await saveStaffPolicy(db, request.body);
      await recordAudit(request, 'staff.policy_changed', {
        details: Object.fromEntries(
          Object.entries(request.body).map(([key, value]) => [
            key,
            typeof value === 'boolean' ? value : JSON.stringify(value),
          ]),
        ),
      });
      return { message: localize(request, FACTOR_MESSAGES.policySaved), ...(await loadStaffPolicy(db)) };
    },
  );
};
