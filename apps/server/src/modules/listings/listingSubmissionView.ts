import type { FileEntry, ListingForm, ListingSubmissionView } from '@jhy/contract';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import { servedFiles, type FileUrl } from '../enterprises/enterpriseView.js';
import { enrollStatusAt } from '../trading/enrollStatusRepository.js';
import { toClassFormFields, toTradingTerms } from '../trading/listingView.js';
import { withRevision } from './listingContent.js';
import type { ListingWithEnterprise } from './listingSubmissionRepository.js';

/**
 * A listing as its owner and its reviewers see it (wire names of docs/product.md §3): the submitted values,
 * i.e. a pending revision over the reviewed content, with private files as signed links. The
 * public detail is drawn elsewhere (trading/listingView.ts) from the reviewed columns only.
 */
export function toSubmissionView(
  { listing: stored, enterpriseName }: ListingWithEnterprise,
  names: Map<number, string>,
  fileUrl: FileUrl,
  now: Date,
): ListingSubmissionView {
  const l = withRevision(stored);
  const served = (files: FileEntry[]) => servedFiles(files, fileUrl);
  return {
    id: l.id,
    product_id: l.productId,
    form_type: l.formType as ListingForm,
    company_id: l.companyId,
    // A public listing shows the name it was reviewed with; a change waiting for review, today's name.
    company_name:
      stored.isPublic && !stored.pendingRevision && stored.companyName ? stored.companyName : enterpriseName,
    product_name: l.productName,
    first_category: l.firstCategory,
    second_category: l.secondCategory,
    second_category_name: names.get(l.secondCategory) ?? '',
    area_name: l.areaName,
    area_code: l.areaCode,
    address: l.address,
    price: l.price,
    quantity: l.quantity,
    margin_level: l.marginLevel,
    margin_money: l.marginMoney,
    start_time: formatChinaDateTime(l.startTime),
    end_time: formatChinaDateTime(l.endTime),
    contacts_name: l.contactsName,
    contacts_phone: l.contactsPhone,
    product_img: l.productImages.join(','),
    transfer_name: l.transferName,
    show_transfer_name: l.showTransferName,
    transfer_type: l.transferType,
    transfer_idcard: l.transferIdcard,
    transfer_code: l.transferCode,
    show_transfer_code: l.showTransferCode,
    internal_decision_type: l.internalDecisionType,
    enroll_file: served(l.enrollFiles),
    disclosure_file: served(l.disclosureFiles),
    product_classify: l.secondCategory,
    contant_name: l.contactsName,
    contant_mobile: l.contactsPhone,
    pin: l.pin,
    free: l.free ?? '',
    product_desc: l.productDesc,
    file: served(l.productFiles),
    audit_status: l.auditStatus as 0 | 1 | 2,
    audit_type: l.auditType as 1 | 2,
    remark: l.auditRemark,
    is_public: stored.isPublic,
    // The public status follows what the public sees: the reviewed times, not a pending change's.
    enroll_status: stored.isPublic ? enrollStatusAt(stored, now) : null,
    create_time: formatChinaDateTime(l.createdAt),
    update_time: formatChinaDateTime(l.updatedAt),
    ...toTradingTerms(l),
    ...toClassFormFields(l),
  };
}
