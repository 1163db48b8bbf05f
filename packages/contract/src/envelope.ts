/**
 * Every answer of the API is `{ code, msg, data }` (docs/api-conventions.md).
 * Success is code 200; a failure carries the same number as its HTTP status.
 */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Spec §8: transport-level success is any 200–299; most calls also accept 1. */
export function isSuccessCode(code: number): boolean {
  return code === 1 || (code >= 200 && code <= 299);
}

export interface Page<T> {
  total: number;
  data: T[];
}
