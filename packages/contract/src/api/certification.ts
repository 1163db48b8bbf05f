import { z } from 'zod';
import {
  certificationEditSchema,
  certificationFieldsSchema,
  certificationQueueQuerySchema,
  myCertificationsQuerySchema,
  organisationIdSchema,
  organisationSaveSchema,
} from '../certification.js';
import { CONSOLE_API } from '../console.js';
import { API } from '../routes.js';
import { reviewDecisionRoute } from './console.js';
import { editorRoutes, OWN_LIST, ownRecord, pageOf, portalRoutes, reviewerRoutes, SELF } from './defineRoute.js';
import { int, reviewedRecordFields, text } from './fields.js';

const { anyone, signedIn } = portalRoutes('certification');

export const applicationSchema = z.object({
  id: int,
  company_name: text,
  credit_code: text,
  product_name: text,
  /** Type ids joined by ','. */
  type: text,
  type_name: text,
  other: text,
  contact_name: text,
  contact_phone: text,
  contact_address: text,
  area_code: text,
  area_name: text,
  acceptance_status: int,
  ...reviewedRecordFields,
});

export const queueRowSchema = applicationSchema.extend({ user_mobile: text });

export const organisationItemSchema = z.object({
  id: int,
  title: text,
  img_path: text,
});
export const organisationDetailSchema = organisationItemSchema.extend({
  content: text,
});
const organisationConsoleSchema = organisationDetailSchema.extend({ sort: int });

/** Product certification: organisations, applications, the acceptance queue (docs/lifecycles.md). */
export const certificationApi = {
  partnersList: anyone.read({
    path: API.certPartnersList,
    summary: '认证机构列表',
    output: z.array(organisationItemSchema),
  }),
  partnersDetail: anyone.read({
    path: API.certPartnersDetail,
    summary: '认证机构详情（content 为净化后的 HTML）',
    input: organisationIdSchema,
    output: organisationDetailSchema,
  }),
  applyCertification: signedIn.write({
    owner: SELF,
    path: API.certApply,
    summary: '提交产品认证申请（待受理）',
    input: certificationFieldsSchema,
    output: applicationSchema,
  }),
  myCertifications: signedIn.read({
    owner: OWN_LIST,
    path: API.certMine,
    summary: '我的认证申请（分页，按认证产品搜索）',
    input: myCertificationsQuerySchema,
    output: pageOf(applicationSchema),
  }),
  editCertification: signedIn.write({
    owner: ownRecord('certification'),
    path: API.certEdit,
    summary: '修改认证申请（仅待受理时）',
    input: certificationEditSchema,
    output: applicationSchema,
  }),
  certificationQueue: reviewerRoutes.read({
    path: CONSOLE_API.certificationQueue,
    summary: '认证受理队列（按状态、产品筛选，分页）',
    input: certificationQueueQuerySchema,
    output: pageOf(queueRowSchema),
  }),
  certificationDetail: reviewerRoutes.read({
    path: CONSOLE_API.certificationDetail,
    summary: '认证申请详情',
    input: organisationIdSchema,
    output: queueRowSchema,
  }),
  certificationDecide: reviewDecisionRoute(
    CONSOLE_API.certificationDecide,
    '认证受理：受理 / 已受理 / 退回（退回须填写意见）',
    applicationSchema,
  ),
  organisationList: editorRoutes.read({
    path: CONSOLE_API.certificationOrganisations,
    summary: '认证机构（编辑用，含正文）',
    output: z.array(organisationConsoleSchema),
  }),
  organisationSave: editorRoutes.write({
    path: CONSOLE_API.certificationOrganisationSave,
    summary: '新增或修改认证机构',
    input: organisationSaveSchema,
    output: organisationConsoleSchema,
  }),
  organisationDelete: editorRoutes.write({
    path: CONSOLE_API.certificationOrganisationDelete,
    summary: '删除认证机构',
    input: organisationIdSchema,
    output: z.null(),
  }),
};

/** One application as its applicant and the console read it. */
export type CertificationApplicationView = z.output<typeof applicationSchema>;
export type OrganisationListItem = z.output<typeof organisationItemSchema>;
export type OrganisationDetail = z.output<typeof organisationDetailSchema>;
/** An application in the console, with the applicant's mobile. */
export type CertificationQueueRow = z.output<typeof queueRowSchema>;
