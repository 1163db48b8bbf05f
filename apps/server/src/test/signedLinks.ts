/**
 * A signed link with its signature's first character changed — always changed: replacing it with a
 * fixed letter leaves the link valid whenever the signature starts with that letter (1 run in 64).
 */
export function withTamperedSignature(url: string): string {
  return url.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
}
