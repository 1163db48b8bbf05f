import { expect, type APIRequestContext } from '@playwright/test';
import { SAMPLE_ENTERPRISE_FIELDS } from '@jhy/contract';
import type { LoggedInUser } from './portalSession';

/** The smallest file the server takes as a PDF (it checks the signature, not the extension). */
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A file as Playwright's multipart option takes it. */
export interface UploadedDocument {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * An enterprise of `user` added through the portal API, as the add form would send it, with one
 * uploaded document in every attachment group: for journeys that need an enterprise without walking
 * the form. Answers its id.
 */
export async function addEnterpriseThroughApi(
  request: APIRequestContext,
  user: LoggedInUser,
  fields: { company_name: string } & Record<string, unknown>,
  document: UploadedDocument = { name: '营业执照.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
): Promise<number> {
  const headers = { token: user.token };
  const uploaded = await (
    await request.post('/index/Common/uploadFile', { headers, multipart: { file: document } })
  ).json();
  expect(uploaded.code, uploaded.msg).toBe(200);
  const files = [{ name: uploaded.data.name as string, src: uploaded.data.src as string }];
  const added = await (
    await request.post('/index/Company/add', {
      headers,
      data: {
        ...SAMPLE_ENTERPRISE_FIELDS,
        company_desc: '',
        business_license_file: files,
        handheld_idCard_file: files,
        operator_idCard_file: files,
        authorize_file: files,
        ...fields,
      },
    })
  ).json();
  expect(added.code, added.msg).toBe(200);
  return added.data.id as number;
}

/** An enterprise submitted for certification, waiting in the console's queue. */
export async function submitEnterpriseThroughApi(
  request: APIRequestContext,
  user: LoggedInUser,
  companyName: string,
): Promise<void> {
  await addEnterpriseThroughApi(request, user, { company_name: companyName });
}
