import { describe, expect, it } from 'vitest';
import { depositTransferReference, registrationIdInReference } from './depositReference.js';

describe('the deposit transfer reference', () => {
  it('is BZJ and the registration id in eight digits', () => {
    expect(depositTransferReference(123)).toBe('BZJ00000123');
  });

  it('is read back from a statement line whatever the bank did to it', () => {
    expect(registrationIdInReference('BZJ00000123')).toBe(123);
    expect(registrationIdInReference('保证金 bzj 0000 0123 某某公司')).toBe(123);
    expect(registrationIdInReference('BZJ-00000123')).toBe(123);
  });

  it('names no registration when the text has none, or a longer number', () => {
    expect(registrationIdInReference('货款')).toBeUndefined();
    expect(registrationIdInReference('BZJ000001234')).toBeUndefined();
    expect(registrationIdInReference('BZJ00000000')).toBeUndefined();
  });
});
