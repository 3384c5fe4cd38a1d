import { compareIds, compareSearch, differs, toggleCompare, COMPARE_MAX } from '../compare';

describe('compareIds', () => {
  it.each([
    ['?compare=12,34', [12, 34]],
    ['?compare=12,34,12,x,-3,0,7.5', [12, 34]],
    ['?compare=1,2,3,4,5', [1, 2, 3, 4]],
    ['?compare=', []],
    ['?utm_source=mail&compare=%2012%2C34', [12, 34]],
  ])('reads %s as %j', (search, ids) => expect(compareIds(search)).toEqual(ids));

  it('is null without a comparison', () => expect(compareIds('?page=2')).toBeNull());

  it('reads back what compareSearch writes', () => expect(compareIds(compareSearch([9, 3, 5]))).toEqual([9, 3, 5]));
});

describe('differs', () => {
  it.each([
    [[3, 3, 3], false],
    [[3, 3, 4], true],
    [[null, null], false],
    [[null, 3], true],
    [
      [
        ['pool', 'gym'],
        ['gym', 'pool'],
      ],
      false,
    ],
    [[['pool'], ['gym', 'pool']], true],
    [
      [
        [2_000_000, null],
        [2_000_000, 'yearly'],
      ],
      true,
    ],
  ])('%j: %s', (values, expected) => expect(differs(values)).toBe(expected));
});

describe('toggleCompare', () => {
  it('adds, removes and refuses a fifth', () => {
    expect(toggleCompare([], 4)).toEqual([4]);
    expect(toggleCompare([4, 5], 4)).toEqual([5]);
    const full = Array.from({ length: COMPARE_MAX }, (_, i) => i + 1);
    expect(toggleCompare(full, 99)).toBe('too-many');
    expect(toggleCompare(full, 1)).toEqual(full.slice(1));
  });
});
