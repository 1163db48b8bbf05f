/** The public page of a sale: its verification by number (docs/bidding.md "The result"). */
export const DEAL_VERIFY_PATH = '/main/DealVerify';
export function dealVerifyPath(no: string): string {
  return `${DEAL_VERIFY_PATH}?no=${encodeURIComponent(no)}`;
}
