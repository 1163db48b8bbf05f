import type { MyDisplayProduct, UploadedFileEntry } from '@jhy/contract';

/** What the display-product form holds; multi-selects as id arrays, pictures as uploaded entries. */
export interface DisplayProductFormValues {
  company_id: number | undefined;
  product_area: number | undefined;
  product_category: number | undefined;
  product_name: string;
  product_type: number[];
  honor: number[];
  product_season: number[];
  contact_name: string;
  contact_phone: string;
  product_img: UploadedFileEntry[];
  product_desc: string;
}

/** What the server receives (docs/product.md §5): multi-selects joined by commas. */
export interface DisplayProductPayload {
  company_id: number | undefined;
  product_area: number | undefined;
  product_category: number | undefined;
  product_name: string;
  product_type: string;
  honor: string;
  product_season: string;
  contact_name: string;
  contact_phone: string;
  product_img: UploadedFileEntry[];
  product_desc: string;
}

export function toDisplayProductPayload(values: DisplayProductFormValues): DisplayProductPayload {
  return {
    ...values,
    product_type: values.product_type.join(','),
    honor: values.honor.join(','),
    product_season: values.product_season.join(','),
  };
}

const ids = (joined: string) => (joined ? joined.split(',').map(Number) : []);

/** A saved product as the form edits it: the comma-joined ids back to arrays, pictures by path. */
export function toDisplayProductFormValues(product: MyDisplayProduct): DisplayProductFormValues {
  return {
    company_id: product.company_id,
    product_area: product.product_area,
    product_category: product.product_category,
    product_name: product.product_name,
    product_type: ids(product.product_type),
    honor: ids(product.honor),
    product_season: ids(product.product_season),
    contact_name: product.contact_name,
    contact_phone: product.contact_phone,
    product_img: product.product_img.map(({ name, src }) => ({ name, src })),
    product_desc: product.product_desc,
  };
}
