import { describe, expect, it } from 'vitest';
import { amountInChineseWords, wanInChineseWords, wanToYuanText } from './chineseAmount.js';
import { MONEY_MAX_UNITS, moneyText } from './money.js';

describe('amountInChineseWords (人民币大写)', () => {
  it.each([
    ['0', '零元整'],
    ['0.00', '零元整'],
    ['1', '壹元整'],
    ['10', '壹拾元整'],
    ['15', '壹拾伍元整'],
    ['100', '壹佰元整'],
    ['101', '壹佰零壹元整'],
    ['110', '壹佰壹拾元整'],
    ['1001', '壹仟零壹元整'],
    ['1010', '壹仟零壹拾元整'],
    ['1100', '壹仟壹佰元整'],
    ['10000', '壹万元整'],
    ['10001', '壹万零壹元整'],
    ['10010', '壹万零壹拾元整'],
    ['11000', '壹万壹仟元整'],
    ['100000', '壹拾万元整'],
    ['107000', '壹拾万柒仟元整'],
    ['1000100', '壹佰万零壹佰元整'],
    ['1000000', '壹佰万元整'],
    ['100000000', '壹亿元整'],
    ['100010000', '壹亿零壹万元整'],
    ['110000000', '壹亿壹仟万元整'],
    ['100000001', '壹亿零壹元整'],
    ['1000000000000', '壹万亿元整'],
    ['1000100000000', '壹万零壹亿元整'],
    ['325000', '叁拾贰万伍仟元整'],
    ['748900', '柒拾肆万捌仟玖佰元整'],
  ])('%s 元 is %s', (yuan, words) => {
    expect(amountInChineseWords(yuan)).toBe(words);
  });

  it.each([
    ['1680.32', '壹仟陆佰捌拾元叁角贰分'],
    ['16409.02', '壹万陆仟肆佰零玖元零贰分'],
    ['107000.53', '壹拾万柒仟元伍角叁分'],
    ['0.5', '伍角整'],
    ['0.50', '伍角整'],
    ['0.05', '伍分'],
    ['0.35', '叁角伍分'],
    ['1.5', '壹元伍角整'],
    ['2.07', '贰元零柒分'],
  ])('%s 元, with 角 and 分, is %s', (yuan, words) => {
    expect(amountInChineseWords(yuan)).toBe(words);
  });

  it('writes the largest amount a column holds (MONEY_MAX) in full', () => {
    // 9,999,999,999.9999 万元 = 99,999,999,999,999 元.
    expect(wanToYuanText(moneyText(MONEY_MAX_UNITS))).toBe('99999999999999');
    expect(wanInChineseWords(moneyText(MONEY_MAX_UNITS))).toBe(
      '玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整',
    );
  });

  it('converts a deal price in 万元 exactly, with no float', () => {
    expect(wanToYuanText('74.89')).toBe('748900');
    expect(wanInChineseWords('74.8900')).toBe('柒拾肆万捌仟玖佰元整');
    expect(wanInChineseWords('12.3456')).toBe('壹拾贰万叁仟肆佰伍拾陆元整');
    expect(wanInChineseWords('0.0001')).toBe('壹元整');
    expect(wanInChineseWords('0.0000')).toBe('零元整');
    // 0.1 + 0.2 as floats is 0.30000000000000004: here it is 3,000 元.
    expect(wanInChineseWords('0.3')).toBe('叁仟元整');
  });

  it('never writes two 零 in a row, nor one at the end of a group', () => {
    for (const yuan of ['100200300', '1000000010', '50005000500', '99000000000000', '90009000900']) {
      const words = amountInChineseWords(yuan);
      expect(words).not.toMatch(/零零/);
      expect(words).not.toMatch(/零[万亿元]/);
    }
    expect(amountInChineseWords('50005000500')).toBe('伍佰亿零伍佰万零伍佰元整');
    expect(amountInChineseWords('99000000000000')).toBe('玖拾玖万亿元整');
  });

  it.each([['-1'], ['1.234'], ['01'], [''], ['1e3'], [' 1'], ['1.']])('refuses %j', (text) => {
    expect(() => amountInChineseWords(text)).toThrow();
  });
});
