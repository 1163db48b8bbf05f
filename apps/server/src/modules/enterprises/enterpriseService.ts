import { enterpriseMessages, type EnterpriseFields } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, fieldRefused, notFound } from '../../infra/errors.js';
import { resolveAreaPath } from '../regions/regionTree.js';
import { isCategoryOfGroup } from '../system/systemRepository.js';
import {
  countCertifiedEnterprises,
  deleteOwnEnterprise,
  findOwnEnterprise,
  insertEnterprise,
  isEnterpriseInUse,
  listOwnEnterprises,
  updateOwnEnterprise,
  type EnterpriseRow,
  type EnterpriseValues,
} from './enterpriseRepository.js';
import { toEnterpriseView } from './enterpriseView.js';
import type { PrivateUploads } from '../uploads/privateUploads.js';
import { markUploadsPrivate } from '../uploads/uploadRepository.js';

/** Answers whether every listed upload was stored by this user (the uploads module decides). */
export type UploadOwnershipCheck = (db: Db, userId: number, srcs: string[]) => Promise<boolean>;

/**
 * The enterprise rules that a schema cannot express: the area must be a county of the region tree,
 * the certificate type one of the id_type options, the attachments the user's own uploads; and any
 * add or edit sends the enterprise back to verification (auth_status -1, docs/lifecycles.md).
 */
export class EnterpriseService {
  constructor(
    private readonly db: Db,
    private readonly ownsUploads: UploadOwnershipCheck,
    private readonly files: Pick<PrivateUploads, 'urlFor'>,
  ) {}

  private readonly view = (row: EnterpriseRow) => toEnterpriseView(row, (src) => this.files.urlFor(src));

  async add(userId: number, fields: EnterpriseFields) {
    const values = await this.toValues(userId, fields);
    // The record and the privacy of its files are one change.
    const row = await this.db.transaction(async (tx) => {
      const inserted = await insertEnterprise(tx, userId, values);
      await markUploadsPrivate(tx, attachedSrcs(fields));
      return inserted;
    });
    return this.view(row);
  }

  async edit(userId: number, id: number, fields: EnterpriseFields) {
    if (!(await findOwnEnterprise(this.db, userId, id))) throw notFound(enterpriseMessages.notFound);
    const values = await this.toValues(userId, fields);
    const row = await this.db.transaction(async (tx) => {
      const updated = await updateOwnEnterprise(tx, userId, id, values);
      if (updated) await markUploadsPrivate(tx, attachedSrcs(fields));
      return updated;
    });
    if (!row) throw notFound(enterpriseMessages.notFound);
    return this.view(row);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await findOwnEnterprise(this.db, userId, id))) throw notFound(enterpriseMessages.notFound);
    // The check and the delete share a transaction, so a listing cannot slip in between them.
    await this.db.transaction(async (tx) => {
      if (await isEnterpriseInUse(tx, id)) throw conflict(enterpriseMessages.inUse);
      await deleteOwnEnterprise(tx, userId, id);
    });
  }

  async list(userId: number, query: { page: number; limit: number; company_name: string }) {
    const [{ rows, total }, certified] = await Promise.all([
      listOwnEnterprises(this.db, userId, { page: query.page, limit: query.limit, name: query.company_name }),
      countCertifiedEnterprises(this.db, userId),
    ]);
    return { total, certified, rows: rows.map(this.view) };
  }

  private async toValues(userId: number, fields: EnterpriseFields): Promise<EnterpriseValues> {
    const areaName = resolveAreaPath(fields.area_code);
    if (!areaName) throw fieldRefused('area_code', enterpriseMessages.areaInvalid);
    if (!(await isCategoryOfGroup(this.db, 'id_type', fields.id_type))) {
      throw fieldRefused('id_type', enterpriseMessages.idTypeRequired);
    }
    if (!(await this.ownsUploads(this.db, userId, attachedSrcs(fields)))) {
      throw badRequest(enterpriseMessages.fileNotYours);
    }
    return {
      companyName: fields.company_name,
      creditCode: fields.credit_code,
      idType: fields.id_type,
      areaCode: fields.area_code,
      areaName,
      address: fields.address,
      companyDesc: fields.company_desc,
      legalName: fields.legal_name,
      legalCode: fields.legal_code,
      legalMobile: fields.legal_mobile,
      contactName: fields.contant_name,
      contactCode: fields.contant_code,
      contactMobile: fields.contant_mobile,
      businessLicenseFile: fields.business_license_file,
      legalIdCardFile: fields.handheld_idCard_file,
      operatorIdCardFile: fields.operator_idCard_file,
      authorizeFile: fields.authorize_file,
      membership: 1,
      authStatus: -1,
      remark: '',
      reviewedBy: null,
      reviewedAt: null,
    };
  }
}

/** Every attachment of the form, all four groups. */
function attachedSrcs(fields: EnterpriseFields): string[] {
  return [fields.business_license_file, fields.handheld_idCard_file, fields.operator_idCard_file, fields.authorize_file]
    .flat()
    .map((file) => file.src);
}
