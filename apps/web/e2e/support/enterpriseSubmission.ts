import { expect, type APIRequestContext } from '@playwright/test';
import type { LoggedInUser } from './portalSession';

/** The smallest file the server takes as a PDF (it checks the signature, not the extension). */
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * An enterprise submitted for certification through the portal API, as the add form would send it,
 * for journeys that need one in the console's queue without walking the form.
 */
export async function submitEnterpriseThroughApi(
  request: APIRequestContext,
  user: LoggedInUser,
  companyName: string,
): Promise<void> {
  const headers = { token: user.token };
  const group = async () => {
    const uploaded = await (
      await request.post('/index/Common/uploadFile', {
        headers,
        multipart: { file: { name: '营业执照.pdf', mimeType: 'application/pdf', buffer: TINY_PDF } },
      })
    ).json();
    expect(uploaded.code, uploaded.msg).toBe(200);
    return JSON.stringify([uploaded.data]);
  };
  const added = await (
    await request.post('/index/Company/add', {
      headers,
      data: {
        company_name: companyName,
        credit_code: '91632621MA7XY1234K',
        id_type: 156,
        area_code: '63/6326/632621',
        address: '大武镇雪山路 8 号',
        legal_name: '才让多杰',
        legal_code: '11010519491231002X',
        legal_mobile: '13997001234',
        contant_name: '李青',
        contant_code: '110105491231002',
        contant_mobile: '18997005678',
        business_license_file: await group(),
        handheld_idCard_file: await group(),
        operator_idCard_file: await group(),
        authorize_file: await group(),
        membership: 1,
      },
    })
  ).json();
  expect(added.code, added.msg).toBe(200);
}
