import { describe, expect, it } from 'vitest';
import { pagerModel } from '../../common/domain/pagination';

describe('pagerModel: the logic behind both the listing and the blog pager', () => {
  it('is null for a single page (no pager)', () => {
    expect(pagerModel(0, 1)).toBeNull();
    expect(pagerModel(0, 0)).toBeNull();
  });

  it('lists every page without a window (the blog), with Previous and Next disabled at the ends', () => {
    expect(pagerModel(0, 3)).toEqual({ current: 0, entries: [0, 1, 2], previous: null, next: 1 });
    expect(pagerModel(2, 3)).toEqual({ current: 2, entries: [0, 1, 2], previous: 1, next: null });
  });

  it('windows the pages for listings: 2 at each end, 5 around the current one, gaps between', () => {
    expect(pagerModel(9, 20, { edge: 2, around: 5 })).toEqual({
      current: 9,
      entries: [0, 1, 'gap', 7, 8, 9, 10, 11, 'gap', 18, 19],
      previous: 8,
      next: 10,
    });
  });

  it('clamps a current page out of range', () => {
    expect(pagerModel(99, 4)).toMatchObject({ current: 3, next: null, previous: 2 });
    expect(pagerModel(-5, 4)).toMatchObject({ current: 0, previous: null, next: 1 });
  });
});
