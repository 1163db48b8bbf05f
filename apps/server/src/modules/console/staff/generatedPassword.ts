import { randomInt } from 'node:crypto';
import { PASSWORD_PATTERN } from '@jhy/contract';

// No 0/O, 1/l/I: the password is read off a screen and typed by a person.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;

/**
 * A password the server chooses for a staff member (first admin, new staff, reset): 14 characters
 * from the cryptographic generator — about 80 bits — that always meets the password rule.
 */
export function generateStaffPassword(length = 14): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < length; i += 1) password += ALPHABET[randomInt(ALPHABET.length)];
    if (PASSWORD_PATTERN.test(password)) return password;
  }
}
