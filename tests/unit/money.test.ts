import { describe, expect, it } from 'vitest';
import { formatAmount, formatInr, formatRupees, toDecimalString, toPaise } from '../../common/domain/money';
import { productCount } from '../../common/domain/display';

describe('toPaise', () => {
  it.each([
    ['499.00', 49900],
    ['0.00', 0],
    ['1499.5', 149950],
    ['7', 700],
    ['0.005', 1],
    ['0.004', 0],
    ['124999.99', 12499999],
    [' 12.30 ', 1230],
  ])('%s is %i paise', (text, paise) => {
    expect(toPaise(text)).toBe(paise);
  });

  it('parses numbers through two decimals, not binary floats', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(19.99)).toBe(1999);
  });

  it.each(['', 'abc', '1,000.00', '1e5', '--1'])('refuses %j', (text) => {
    expect(() => toPaise(text)).toThrow(RangeError);
  });
});

describe('en-IN formatting', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99900, '999.00'],
    [100000, '1,000.00'],
    [12345600, '1,23,456.00'],
    [1234567800, '1,23,45,678.00'],
    [123456789000, '1,23,45,67,890.00'],
    [-250050, '-2,500.50'],
  ])('%i paise reads %s', (paise, text) => {
    expect(formatAmount(paise)).toBe(text);
  });

  it('writes lakh and crore with the rupee sign and with INR', () => {
    expect(formatRupees(10000000)).toBe('₹1,00,000.00');
    expect(formatRupees(1000000000)).toBe('₹1,00,00,000.00');
    expect(formatInr(12499900)).toBe('1,24,999.00 INR');
    expect(formatRupees(-6500)).toBe('-₹65.00');
  });

  it('round-trips the API decimal string', () => {
    expect(toDecimalString(149950)).toBe('1499.50');
    expect(toDecimalString(toPaise('0.07'))).toBe('0.07');
  });
});

describe('productCount', () => {
  // The listing's count line, grouped as en-IN groups it (without loading the browser's locale data).
  it.each([
    [0, '0 products'],
    [1, '1 product'],
    [16, '16 products'],
    [999, '999 products'],
    [1000, '1,000 products'],
    [120000, '1,20,000 products'],
    [12345678, '1,23,45,678 products'],
  ])('%i reads "%s", as toLocaleString("en-IN") writes it', (count, text) => {
    expect(productCount(count)).toBe(text);
    expect(productCount(count).split(' ')[0]).toBe(count.toLocaleString('en-IN'));
  });
});
