import { expect, type APIRequestContext } from '@playwright/test';
import { firstAdminToken } from './firstAdmin';
import { addEnterpriseThroughApi } from './enterpriseSubmission';
import type { LoggedInUser } from './portalSession';

/** A 1 × 1 PNG: a real picture for upload fields. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * An enterprise of `user`, added through the portal API with a real uploaded file and passed by the
 * first admin through the console API: the set-up of journeys that need a verified enterprise
 * (the enterprise journey itself goes through the pages).
 */
export async function verifiedEnterprise(
  request: APIRequestContext,
  baseURL: string | undefined,
  user: LoggedInUser,
  companyName: string,
) {
  const id = await addEnterpriseThroughApi(
    request,
    user,
    { company_name: companyName, credit_code: '91632600MA7K3QW8PK', company_desc: '高原生态牦牛乳制品' },
    { name: '营业执照.png', mimeType: 'image/png', buffer: PIXEL_PNG },
  );
  const staffHeaders = { 'x-forwarded-for': '10.77.0.2', 'x-staff-token': await firstAdminToken(request, baseURL) };
  await passEnterpriseThroughApi(request, staffHeaders, id);
  return id;
}

/** A reviewer's pass of enterprise `id` through the console API, on the version the reviewer read. */
export async function passEnterpriseThroughApi(
  request: APIRequestContext,
  staffHeaders: Record<string, string>,
  id: number,
): Promise<void> {
  const detail = await (
    await request.post('/console/api/enterprises/detail', { headers: staffHeaders, data: { id } })
  ).json();
  expect(detail.code, detail.msg).toBe(200);
  const passed = await (
    await request.post('/console/api/enterprises/decide', {
      headers: staffHeaders,
      data: { id, decision: 'pass', remark: '', version: detail.data.update_time },
    })
  ).json();
  expect(passed.code, passed.msg).toBe(200);
}
