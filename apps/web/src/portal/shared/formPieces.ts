/** Pieces the portal's long forms (enterprise, listing, certification, display product) share. */

/** A field that takes half the row from the md breakpoint up and the whole row on a phone. */
export const HALF_ROW = { xs: 24, md: 12 } as const;

/** The choices of a select from category or zone nodes: the id is sent, the name is shown. */
export const optionsOf = (nodes: readonly { id: number; name: string }[]) =>
  nodes.map((node) => ({ value: node.id, label: node.name }));

/** A credit code or ID number is kept in capitals as it is typed ('x' check digits, letters of a code). */
export const inCapitals = (value: string | undefined) => value?.toUpperCase();
