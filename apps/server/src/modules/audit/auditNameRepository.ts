import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  articles,
  auctions,
  bankStatements,
  categories,
  certificationApplications,
  certificationOrganisations,
  displayProducts,
  enterprises,
  listingRegistrations,
  listings,
  newsItems,
  staff,
  sysConfig,
  users,
  zones,
} from '../../db/schema.js';
import { maskMobile } from '../../infra/sms/smsDriver.js';

/** What the log needs named: who acted and what they acted on. */
export interface AuditNameKeys {
  staffId: number | null;
  targetType: string;
  targetId: string;
}

/** The names of a page of the log: staff (their name) by id, records (in words) by `${targetType}:${targetId}`. */
export interface AuditNames {
  staff: Map<number, string>;
  targets: Map<string, string>;
}

const targetKey = (targetType: string, targetId: string) => `${targetType}:${targetId}`;

type NameRow = { type: string; id: string; name: string; detail: string };

/**
 * How each kind of record is named, as a SELECT of (type, id, name, detail) for the ids of a page.
 * A kind missing here shows by its number. `detail` is what the name is shown with: a user's
 * mobile (masked), a registration's enterprise.
 */
const NAMED_BY: Record<string, (ids: SQL) => SQL> = {
  staff: (ids) =>
    named('staff', staff.id, staff.displayName, staff.username, sql`FROM ${staff} WHERE ${staff.id} IN ${ids}`),
  user: (ids) => named('user', users.id, users.nickName, users.mobile, sql`FROM ${users} WHERE ${users.id} IN ${ids}`),
  enterprise: (ids) =>
    named(
      'enterprise',
      enterprises.id,
      enterprises.companyName,
      null,
      sql`FROM ${enterprises} WHERE ${enterprises.id} IN ${ids}`,
    ),
  listing: (ids) =>
    named('listing', listings.id, listings.productName, null, sql`FROM ${listings} WHERE ${listings.id} IN ${ids}`),
  display_product: (ids) =>
    named(
      'display_product',
      displayProducts.id,
      displayProducts.productName,
      null,
      sql`FROM ${displayProducts} WHERE ${displayProducts.id} IN ${ids}`,
    ),
  certification: (ids) =>
    named(
      'certification',
      certificationApplications.id,
      certificationApplications.productName,
      null,
      sql`FROM ${certificationApplications} WHERE ${certificationApplications.id} IN ${ids}`,
    ),
  organisation: (ids) =>
    named(
      'organisation',
      certificationOrganisations.id,
      certificationOrganisations.title,
      null,
      sql`FROM ${certificationOrganisations} WHERE ${certificationOrganisations.id} IN ${ids}`,
    ),
  zone: (ids) => named('zone', zones.id, zones.name, null, sql`FROM ${zones} WHERE ${zones.id} IN ${ids}`),
  news: (ids) =>
    named('news', newsItems.id, newsItems.title, null, sql`FROM ${newsItems} WHERE ${newsItems.id} IN ${ids}`),
  article: (ids) =>
    named('article', articles.id, articles.title, null, sql`FROM ${articles} WHERE ${articles.id} IN ${ids}`),
  category: (ids) =>
    named('category', categories.id, categories.name, null, sql`FROM ${categories} WHERE ${categories.id} IN ${ids}`),
  registration: (ids) =>
    named(
      'registration',
      listingRegistrations.id,
      listings.productName,
      listingRegistrations.companyName,
      sql`FROM ${listingRegistrations} JOIN ${listings} ON ${listings.id} = ${listingRegistrations.listingId}
        WHERE ${listingRegistrations.id} IN ${ids}`,
    ),
  auction: (ids) =>
    named(
      'auction',
      auctions.id,
      listings.productName,
      null,
      sql`FROM ${auctions} JOIN ${listings} ON ${listings.id} = ${auctions.listingId} WHERE ${auctions.id} IN ${ids}`,
    ),
  bankStatement: (ids) =>
    named(
      'bankStatement',
      bankStatements.id,
      bankStatements.fileName,
      null,
      sql`FROM ${bankStatements} WHERE ${bankStatements.id} IN ${ids}`,
    ),
};

/** Records whose audit target id is a text key rather than a number. */
const NAMED_BY_KEY: Record<string, (keys: SQL) => SQL> = {
  sysConfig: (keys) =>
    named(
      'sysConfig',
      sysConfig.name,
      sysConfig.title,
      null,
      sql`FROM ${sysConfig} WHERE ${sysConfig.name} IN ${keys}`,
    ),
};

/** One SELECT of the UNION: (type, id, name, detail), every column text. `type` is a constant of this file. */
function named(type: string, id: Column, name: Column, detail: Column | null, from: SQL): SQL {
  return sql`SELECT ${sql.raw(`'${type}'`)}::text AS type, ${id}::text AS id, ${name}::text AS name,
    ${detail ?? sql.raw("''")}::text AS detail ${from}`;
}

/** A name with what it is shown with, as the console shows people elsewhere (mobile masked). */
function nameText(row: NameRow): string {
  if (row.type === 'staff') return row.name ? `${row.name}（${row.detail}）` : row.detail;
  if (row.type === 'user') return row.name ? `${row.name}（${maskMobile(row.detail)}）` : maskMobile(row.detail);
  if (row.type === 'registration') return `${row.detail} · ${row.name}`;
  return row.name;
}

const list = (values: Array<string | number>) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * Names the staff and the records of a page of the log in one query (a UNION ALL of one SELECT per
 * kind present), never one query per row. A record that is gone is simply not named.
 */
export async function auditNames(db: Queryable, entries: AuditNameKeys[]): Promise<AuditNames> {
  const ids = new Map<string, Set<string>>();
  const want = (type: string, id: string) => {
    if (!ids.has(type)) ids.set(type, new Set());
    ids.get(type)!.add(id);
  };
  for (const entry of entries) {
    if (entry.staffId !== null) want('staff', String(entry.staffId));
    if (entry.targetId) want(entry.targetType, entry.targetId);
  }
  const selects: SQL[] = [];
  for (const [type, wanted] of ids) {
    const numbers = [...wanted].filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    if (NAMED_BY[type] && numbers.length > 0) selects.push(NAMED_BY[type](list(numbers)));
    if (NAMED_BY_KEY[type]) selects.push(NAMED_BY_KEY[type](list([...wanted])));
  }
  const names: AuditNames = { staff: new Map(), targets: new Map() };
  if (selects.length === 0) return names;
  const rows = await rowsOf<NameRow>(db, sql.join(selects, sql` UNION ALL `));
  for (const row of rows) {
    if (row.type === 'staff') names.staff.set(Number(row.id), row.name);
    names.targets.set(targetKey(row.type, row.id), nameText(row));
  }
  return names;
}

export function targetNameOf(names: AuditNames, entry: AuditNameKeys): string {
  return entry.targetId ? (names.targets.get(targetKey(entry.targetType, entry.targetId)) ?? '') : '';
}
