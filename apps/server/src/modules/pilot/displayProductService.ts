import {
  DISPLAY_OPTION_GROUPS,
  pilotMessages,
  type DisplayProductFields,
  type MyDisplayProduct,
  type Page,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import type { PageRequest } from '../../db/paging.js';
import { fieldRefused, notFound } from '../../infra/errors.js';
import { sanitizeHtml } from '../../infra/sanitizeHtml.js';
import { findCategoriesOfGroup, listCategoryChildren } from '../system/systemRepository.js';
import { ownsUploadedFiles } from '../uploads/uploadRepository.js';
import {
  findNamedProduct,
  findOwnVerifiedEnterprise,
  insertDisplayProduct,
  listOwnProducts,
  updateOwnDisplayProduct,
  type DisplayProductValues,
} from './displayProductRepository.js';
import { toMyProduct } from './pilotView.js';
import { findZone } from './zoneRepository.js';

/**
 * A user's display products (docs/pilot.md). What the schema cannot say is checked here against the
 * data: the enterprise is the user's own and verified, the zone exists, every type is a child of the
 * chosen category, every honour of its honour group, every season a season, every image the user's
 * own upload. Names are derived from the category tree, never taken from the client. A new or edited
 * product waits for review.
 */
export class DisplayProductService {
  constructor(private readonly db: Db) {}

  async add(userId: number, fields: DisplayProductFields): Promise<MyDisplayProduct> {
    const row = await insertDisplayProduct(this.db, userId, await this.toValues(userId, fields));
    return this.ownView(row.id);
  }

  async edit(userId: number, id: number, fields: DisplayProductFields): Promise<MyDisplayProduct> {
    const values = await this.toValues(userId, fields);
    // Owner in the WHERE: another user's product is not found, and stays as it is.
    const row = await updateOwnDisplayProduct(this.db, userId, id, values);
    if (!row) throw notFound(pilotMessages.productNotFound);
    return this.ownView(row.id);
  }

  async list(userId: number, query: PageRequest & { product_name: string }): Promise<Page<MyDisplayProduct>> {
    const { rows, total } = await listOwnProducts(this.db, userId, query);
    return { total, data: rows.map(toMyProduct) };
  }

  private async ownView(id: number): Promise<MyDisplayProduct> {
    const named = await findNamedProduct(this.db, id, { passedOnly: false });
    if (!named) throw notFound(pilotMessages.productNotFound);
    return toMyProduct(named);
  }

  private async toValues(userId: number, fields: DisplayProductFields): Promise<DisplayProductValues> {
    const company = await findOwnVerifiedEnterprise(this.db, userId, fields.company_id);
    if (!company) throw fieldRefused('company_id', pilotMessages.companyRequired);
    if (company.authStatus !== 1) throw fieldRefused('company_id', pilotMessages.companyNotVerified);
    if (!(await findZone(this.db, fields.product_area))) throw fieldRefused('product_area', pilotMessages.zoneUnknown);
    const groups = DISPLAY_OPTION_GROUPS[fields.product_category];
    if (!groups) throw fieldRefused('product_category', pilotMessages.categoryUnknown);

    const typeOptions = await listCategoryChildren(this.db, fields.product_category);
    const types = typeOptions.filter((option) => fields.product_type.includes(option.id));
    if (types.length !== fields.product_type.length)
      throw fieldRefused('product_type', pilotMessages.productTypeUnknown);
    const honours =
      groups.honours && fields.honor.length ? await findCategoriesOfGroup(this.db, groups.honours, fields.honor) : [];
    if (honours.length !== fields.honor.length) throw fieldRefused('honor', pilotMessages.honorUnknown);
    const seasons = fields.product_season.length
      ? await findCategoriesOfGroup(this.db, 'season', fields.product_season)
      : [];
    if (seasons.length !== fields.product_season.length)
      throw fieldRefused('product_season', pilotMessages.seasonUnknown);

    const images = fields.product_img.map((image) => ({ name: image.name, src: image.src }));
    if (
      !(await ownsUploadedFiles(
        this.db,
        userId,
        images.map((image) => image.src),
        'image',
      ))
    )
      throw fieldRefused('product_img', pilotMessages.productImgNotOwn);

    const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id).join(',');
    const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name).join('、');
    return {
      companyId: company.id,
      zoneId: fields.product_area,
      category: fields.product_category,
      productName: fields.product_name,
      typeIds: ids(types),
      typeName: names(types),
      honorIds: ids(honours),
      honorName: names(honours),
      seasonIds: ids(seasons),
      seasonName: names(seasons),
      contactName: fields.contact_name,
      contactPhone: fields.contact_phone,
      images,
      productDesc: sanitizeHtml(fields.product_desc),
    };
  }
}
