import type { APIRequestContext } from '@playwright/test';
import { createStaffMember } from './firstAdmin';

/**
 * A reviewer made by the first admin through the console API, as the staff page would, who has
 * already changed the password the admin was issued (the console requires it before any work).
 */
export async function createReviewer(request: APIRequestContext, baseURL: string | undefined) {
  const headers = { 'x-forwarded-for': '10.77.0.1' };
  const username = `reviewer_${Date.now() % 100000}`;
  return createStaffMember(request, baseURL, { username, displayName: '王审核', role: 'reviewer' }, headers);
}
