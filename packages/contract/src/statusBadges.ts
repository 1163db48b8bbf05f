// No zod here: trading.ts, which the home page's listing card loads, takes its status badges from this file.

/** How a status code shows in the portal and the console: its label and its badge colour. */
export interface StatusBadge {
  label: string;
  color: string;
}

/** The badges of a status's codes. */
export type StatusBadges<Code extends number = number> = Record<Code, StatusBadge>;

/** The badge of a code of `table`; a code it does not list reads 未知 in the neutral colour. */
export function statusViewOf<Table extends StatusBadges>(table: Table) {
  return (status: number): Table[keyof Table] | StatusBadge =>
    table[status as keyof Table] ?? { label: '未知', color: 'default' };
}
