import { describe, expect, it } from 'vitest';
import {
  normalizeOrderNo,
  ORDER_NO_EXAMPLE,
  titleCase,
  trackingStatus,
  trackingStatusTitle,
  trackingSteps,
} from '../../common/domain/tracking';

describe('tracking status', () => {
  it('is delivered if delivered, else shipped if shipped, else processing', () => {
    expect(trackingStatus({ is_shipped: true, is_delivered: true })).toBe('delivered');
    // Delivered wins even when the shipped flag was never set.
    expect(trackingStatus({ is_shipped: false, is_delivered: true })).toBe('delivered');
    expect(trackingStatus({ is_shipped: true, is_delivered: false })).toBe('shipped');
    expect(trackingStatus({ is_shipped: false, is_delivered: false })).toBe('processing');
    expect(trackingStatus({})).toBe('processing');
    expect(trackingStatus(null)).toBe('processing');
    expect(trackingStatus(undefined)).toBe('processing');
  });

  it('is shown in title case, Processing by default', () => {
    expect(trackingStatusTitle({ is_delivered: true })).toBe('Delivered');
    expect(trackingStatusTitle({ is_shipped: true })).toBe('Shipped');
    expect(trackingStatusTitle(undefined)).toBe('Processing');
    expect(titleCase('awaiting_payment')).toBe('Awaiting Payment');
    expect(titleCase('SHIPPED')).toBe('Shipped');
  });

  it('has three steps: Order Placed always complete, Shipped, Delivered', () => {
    const complete = (t: Parameters<typeof trackingSteps>[0]) => trackingSteps(t).map((s) => s.complete);
    expect(trackingSteps(null).map((s) => s.label)).toEqual(['Order Placed', 'Shipped', 'Delivered']);
    expect(complete(null)).toEqual([true, false, false]);
    expect(complete({ is_shipped: true })).toEqual([true, true, false]);
    expect(complete({ is_shipped: true, is_delivered: true })).toEqual([true, true, true]);
    expect(complete({ is_delivered: true })).toEqual([true, true, true]);
  });
});

describe('order numbers', () => {
  it('accepts 8 characters of the alphabet, forgiving case and spaces', () => {
    expect(normalizeOrderNo(ORDER_NO_EXAMPLE)).toBe(ORDER_NO_EXAMPLE);
    expect(normalizeOrderNo(' 7kq2m9xa ')).toBe('7KQ2M9XA');
  });

  it('refuses other lengths and the look-alike characters left out of the alphabet', () => {
    for (const bad of ['', '7KQ2M9X', '7KQ2M9XAB', '7KQ2M9X0', '7KQ2M9XO', '7KQ2M9X1', '7KQ2M9XI', '7KQ2-9XA'])
      expect(normalizeOrderNo(bad), bad).toBeUndefined();
  });
});
