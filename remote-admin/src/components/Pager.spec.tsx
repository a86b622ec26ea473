import { pageItems } from './Pager';

describe('pageItems', () => {
  it('offers every page of a short list', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two pages either side of the current one, with gaps between', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 19, 20]);
  });
});
