import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createStaffMember } from './firstAdmin';

/**
 * A reviewer made by the first admin through the console API, as the staff page would, who has
 * already changed the password the admin was issued (the console requires it before any work).
 */
export async function createReviewer(request: APIRequestContext, baseURL: string | undefined) {
  const headers = { 'x-forwarded-for': '10.77.0.1' };
  // Random, not the clock: two reviewers made 100 s apart to the millisecond would share a clock-based name.
  const username = `reviewer_${randomBytes(5).toString('hex')}`;
  return createStaffMember(request, baseURL, { username, displayName: '王审核', role: 'reviewer' }, headers);
}
