import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffProfile } from '@jhy/contract';
import { unauthorized } from '../../infra/errors.js';
import type { AuditActor } from '../audit/withAudit.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a console request, set by the console's guard (`staffGuard`). */
    staff: StaffProfile | null;
  }
}

export function registerStaffRequest(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
}

/** The staff member behind a guarded request, as the audit log names them. */
export function actingStaff(request: FastifyRequest): AuditActor {
  const member = request.staff;
  // Only reachable when a route forgot its guard: refuse rather than act anonymously.
  if (!member) throw unauthorized();
  return { id: member.id, name: member.username, ip: request.ip };
}
