/**
 * The reference (转账附言) a buyer writes on the deposit's bank transfer, and the money desk reads
 * back from the bank statement to match the line to the registration (docs/lifecycles.md
 * "Deposits"). One per registration: `BZJ` and the registration's id in eight digits, so that it
 * survives the bank's upper-casing, its 20-character limit and stray spaces. Zod-free: the buying
 * pages and the statement matcher import it.
 */
const PREFIX = 'BZJ';
const DIGITS = 8;

export const depositTransferReference = (registrationId: number): string =>
  `${PREFIX}${String(registrationId).padStart(DIGITS, '0')}`;

/** The registration a statement line's free text names, or `undefined` when it names none. */
export const registrationIdInReference = (text: string): number | undefined => {
  const match = /BZJ\s*(\d{8})(?!\d)/i.exec(text.replace(/[\s-]/g, ''));
  if (!match) return undefined;
  const id = Number(match[1]);
  return id > 0 ? id : undefined;
};
