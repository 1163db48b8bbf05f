import {
  certificationMessages,
  type CertificationApplicationView,
  type CertificationFields,
  type OrganisationDetail,
  type OrganisationListItem,
  type Page,
} from '@jhy/contract';
import type { Db, Queryable } from '../../db/client.js';
import type { PageRequest } from '../../db/paging.js';
import { badRequest, conflict, notFound } from '../../infra/errors.js';
import { resolveAreaPath } from '../regions/regionTree.js';
import { findCategoriesOfGroup } from '../system/systemRepository.js';
import {
  findOrganisation,
  findOwnApplication,
  insertApplication,
  listOrganisations,
  listOwnApplications,
  updatePendingApplication,
  type ApplicationValues,
} from './certificationRepository.js';
import { toApplicationView, toOrganisationDetail, toOrganisationItem } from './certificationView.js';

/** The certification organisations, for the portal's list. */
export async function organisationItems(db: Queryable): Promise<OrganisationListItem[]> {
  return (await listOrganisations(db)).map(toOrganisationItem);
}

/** One certification organisation for the portal (404 when there is none). */
export async function organisationDetail(db: Queryable, id: number): Promise<OrganisationDetail> {
  const organisation = await findOrganisation(db, id);
  if (!organisation) throw notFound(certificationMessages.organisationNotFound);
  return toOrganisationDetail(organisation);
}

/**
 * A user's certification applications. What a schema cannot say is checked here: the types must
 * be options of `auth_type`, the area a county of the region tree; `type_name` and `area_name` are
 * derived from those trees, never taken from the client. An applicant edits only while the
 * application is pending (docs/lifecycles.md).
 */
export class CertificationService {
  constructor(private readonly db: Db) {}

  async add(userId: number, fields: CertificationFields): Promise<CertificationApplicationView> {
    return toApplicationView(await insertApplication(this.db, userId, await this.toValues(fields)));
  }

  async edit(userId: number, id: number, fields: CertificationFields): Promise<CertificationApplicationView> {
    const existing = await findOwnApplication(this.db, userId, id);
    if (!existing) throw notFound(certificationMessages.notFound);
    if (existing.acceptanceStatus !== 0) throw conflict(certificationMessages.notEditable);
    const updated = await updatePendingApplication(this.db, userId, id, await this.toValues(fields));
    // Taken into acceptance between the read and the write: the reviewer was first.
    if (!updated) throw conflict(certificationMessages.notEditable);
    return toApplicationView(updated);
  }

  async list(
    userId: number,
    query: PageRequest & { product_name: string },
  ): Promise<Page<CertificationApplicationView>> {
    const { rows, total } = await listOwnApplications(this.db, userId, query);
    return { total, data: rows.map(toApplicationView) };
  }

  private async toValues(fields: CertificationFields): Promise<ApplicationValues> {
    const areaName = resolveAreaPath(fields.area_code);
    if (!areaName) throw badRequest(certificationMessages.areaRequired);
    const types = await findCategoriesOfGroup(this.db, 'auth_type', fields.type);
    if (types.length !== fields.type.length) throw badRequest(certificationMessages.typeUnknown);
    return {
      companyName: fields.company_name,
      creditCode: fields.credit_code,
      productName: fields.product_name,
      typeIds: types.map((type) => type.id).join(','),
      typeName: types.map((type) => type.name).join(','),
      other: fields.other,
      contactName: fields.contact_name,
      contactPhone: fields.contact_phone,
      contactAddress: fields.contact_address,
      areaCode: fields.area_code,
      areaName,
    };
  }
}
