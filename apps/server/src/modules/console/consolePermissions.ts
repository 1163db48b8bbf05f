import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CONSOLE_TOKEN_HEADER, consoleMessages, staffCan, type ConsolePermission } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { forbidden, unauthorized } from '../../infra/errors.js';
import { SessionStore } from '../../infra/sessions.js';
import { findStaffById, STAFF_ACTIVE, toStaffProfile } from './staff/staffRepository.js';

export function staffToken(request: FastifyRequest): string | undefined {
  const value = request.headers[CONSOLE_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
}

export type RequireStaff = (permission?: ConsolePermission) => preHandlerAsyncHookHandler;

/**
 * The console's one guard. A route names the permission it needs; the table in the contract
 * (`CONSOLE_PERMISSIONS`, which the console menu reads too) says which roles hold it. The staff
 * row is read on every request, so disabling someone or changing their role takes effect on
 * their very next call, whatever their token.
 */
export function staffGuard(db: Db): RequireStaff {
  const sessions = new SessionStore(db, 'staff');
  return (permission) => async (request) => {
    const staffId = await sessions.resolve(staffToken(request));
    if (staffId === undefined) throw unauthorized();
    const member = await findStaffById(db, staffId);
    if (!member) throw unauthorized();
    if (member.status !== STAFF_ACTIVE) throw unauthorized(consoleMessages.staffDisabled);
    // A printed first password opens only what changing it needs: me, changePassword, logout.
    if (permission && member.mustChangePassword) throw forbidden(consoleMessages.mustChangePassword);
    if (permission && !staffCan(member.role, permission)) throw forbidden();
    // The field `staffActions/actingStaff.ts` declares, which `actingStaff` reads.
    request.staff = toStaffProfile(member);
  };
}
