/** An id from the address (`?id=12`), or undefined when it is not a positive whole number. */
export function positiveId(text: string | null): number | undefined {
  const id = Number(text);
  return text !== null && Number.isInteger(id) && id > 0 ? id : undefined;
}
