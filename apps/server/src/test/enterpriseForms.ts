import type { FastifyInstance } from 'fastify';
import { API, ENTERPRISE_ATTACHMENT_GROUPS, SAMPLE_ENTERPRISE_FIELDS } from '@jhy/contract';
import { multipartBody, type FilePart } from './multipart.js';
import { acceptedData, randomIp, type PortalUser } from './portalUsers.js';
import { sampleFiles } from './sampleFiles.js';

/** Posts one file as the user to an upload route, the way the page does, and answers the envelope's data. */
export async function postFileAs(app: FastifyInstance, user: PortalUser, url: string, file: FilePart, step: string) {
  const { payload, headers } = multipartBody([file]);
  // Each upload from its own address: suites upload more than the per-IP limit allows a person.
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, token: user.token },
    remoteAddress: randomIp(),
  });
  return acceptedData(res, step);
}

/** Uploads a real PDF as the user, the way the page does, and answers its `{ name, src }`. */
export async function uploadAs(app: FastifyInstance, user: PortalUser, filename = 'license.pdf') {
  const file = { filename, content: await sampleFiles.pdf() };
  return (await postFileAs(app, user, API.uploadFile, file, 'upload')) as { name: string; src: string };
}

/** A complete, valid enterprise form of the user, one real upload in each attachment group; `overrides` replace fields. */
export async function enterpriseForm(app: FastifyInstance, user: PortalUser, overrides: Record<string, unknown> = {}) {
  const attachments: Record<string, string> = {};
  for (const { field } of ENTERPRISE_ATTACHMENT_GROUPS) {
    attachments[field] = JSON.stringify([await uploadAs(app, user)]);
  }
  return {
    ...SAMPLE_ENTERPRISE_FIELDS,
    company_name: '果洛生态牧业有限公司',
    company_desc: '从事高原生态畜牧产品的生产与销售。',
    ...attachments,
    // The product's client sends its user id; the server must ignore it.
    user_id: 1,
    ...overrides,
  };
}
