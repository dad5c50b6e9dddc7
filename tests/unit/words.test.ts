import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from '../../common/domain/words';

describe('amounts in words, Indian numbering', () => {
  it('writes the issue’s example', () => {
    expect(rupeesInWords(117245)).toBe('Rupees One Thousand One Hundred Seventy-Two and Paise Forty-Five Only');
  });

  it('counts in thousands, lakhs and crores', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(7)).toBe('Seven');
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(20)).toBe('Twenty');
    expect(numberInWords(99)).toBe('Ninety-Nine');
    expect(numberInWords(100)).toBe('One Hundred');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(1000)).toBe('One Thousand');
    expect(numberInWords(99_999)).toBe('Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(250_075)).toBe('Two Lakh Fifty Thousand Seventy-Five');
    expect(numberInWords(1_234_567)).toBe('Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven');
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(numberInWords(1_00_00_00_000)).toBe('One Hundred Crore');
    expect(numberInWords(1_23_45_00_00_000)).toBe('Twelve Thousand Three Hundred Forty-Five Crore');
  });

  it('writes rupees and paise, and refuses what is not an amount', () => {
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(rupeesInWords(5)).toBe('Paise Five Only');
    expect(rupeesInWords(100)).toBe('Rupees One Only');
    expect(rupeesInWords(10_000_000_00)).toBe('Rupees One Crore Only');
    expect(rupeesInWords(1_00_000_01)).toBe('Rupees One Lakh and Paise One Only');
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});
