import { ADD_WAY, NEW_TYPE, type BannerItem } from '@jhy/contract';
import { informationDetailPath } from '../../routing/portalPaths';

/** Where a banner leads: a page of the portal, or a file or site in a new tab. */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string };

/**
 * The click rule of docs/product.md §2 Home: add_way 14 opens its pdf_file, 13 its link, anything else the
 * item's own page (informationDetail, newType -1). A link may be a portal page (`#/main/...`),
 * which stays in this tab; an item missing its file or link falls back to its own page.
 */
export function bannerTarget(item: Pick<BannerItem, 'id' | 'add_way' | 'link' | 'pdf_file'>): BannerTarget {
  if (item.add_way === ADD_WAY.pdf && item.pdf_file) return { kind: 'external', href: item.pdf_file };
  if (item.add_way === ADD_WAY.link && item.link) {
    if (item.link.startsWith('#/')) return { kind: 'route', to: item.link.slice(1) };
    if (/^https?:\/\//i.test(item.link)) return { kind: 'external', href: item.link };
  }
  return { kind: 'route', to: informationDetailPath(item.id, NEW_TYPE.banner) };
}
