import { expect, type APIRequestContext } from '@playwright/test';
import { firstAdminToken } from './firstAdmin';
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
  const userHeaders = { token: user.token };
  const uploaded = await (
    await request.post('/index/Common/uploadFile', {
      headers: userHeaders,
      multipart: { file: { name: '营业执照.png', mimeType: 'image/png', buffer: PIXEL_PNG } },
    })
  ).json();
  expect(uploaded.code, uploaded.msg).toBe(200);
  const file = [{ name: uploaded.data.name as string, src: uploaded.data.src as string }];
  const added = await (
    await request.post('/index/Company/add', {
      headers: userHeaders,
      data: {
        company_name: companyName,
        credit_code: '91632600MA7K3QW8PK',
        id_type: 156,
        area_code: '63/6326/632621',
        address: '大武镇雪山路 8 号',
        company_desc: '高原生态牦牛乳制品',
        legal_name: '才让多杰',
        legal_code: '11010519491231002x',
        legal_mobile: '13997001234',
        contant_name: '李青',
        contant_code: '110105491231002',
        contant_mobile: '18997005678',
        business_license_file: file,
        handheld_idCard_file: file,
        operator_idCard_file: file,
        authorize_file: file,
        membership: 1,
      },
    })
  ).json();
  expect(added.code, added.msg).toBe(200);

  const staffHeaders = { 'x-forwarded-for': '10.77.0.2', 'x-staff-token': await firstAdminToken(request, baseURL) };
  const queue = await (
    await request.post('/console/api/enterprises/list', {
      headers: staffHeaders,
      data: { page: 1, limit: 20, keyword: companyName },
    })
  ).json();
  expect(queue.code, queue.msg).toBe(200);
  const id = (queue.data.data as { id: number; company_name: string }[]).find(
    (row) => row.company_name === companyName,
  )!.id;
  const detail = await (
    await request.post('/console/api/enterprises/detail', { headers: staffHeaders, data: { id } })
  ).json();
  const passed = await (
    await request.post('/console/api/enterprises/decide', {
      headers: staffHeaders,
      data: { id, decision: 'pass', remark: '', version: detail.data.update_time },
    })
  ).json();
  expect(passed.code, passed.msg).toBe(200);
  return id;
}
