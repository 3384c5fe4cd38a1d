import {
  marketType,
  parseAmount,
  parseCount,
  parseDldDate,
  quarterIndex,
  quarterName,
  rentRooms,
  saleRooms,
} from '../values';

describe('DLD values', () => {
  it.each([
    ['07-03-2024', '2024-03-07'],
    ['7-3-2024', '2024-03-07'],
    ['30-10-2026 00:00', '2026-10-30'],
    ['29-02-2024', '2024-02-29'],
    ['31-02-2024', null],
    ['2024-03-07', null],
    ['', null],
    ['13-13-2024', null],
  ])('reads the date %j as %j', (text, expected) => {
    expect(parseDldDate(text)).toBe(expected);
  });

  it.each([
    ['1250000', 1250000],
    ['1250000.50', 1250000.5],
    ['1,250,000', 1250000],
    ['0', null],
    ['-5', null],
    ['', null],
    ['n/a', null],
  ])('reads the amount %j as %j', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it('reads an empty number of properties as one, and refuses words', () => {
    expect(parseCount('')).toBe(1);
    expect(parseCount('3')).toBe(3);
    expect(parseCount('two')).toBeNull();
  });

  it.each([
    ['Studio', 'studio'],
    ['1 B/R', '1'],
    ['4 b/r', '4'],
    ['7 B/R', '5+'],
    ['PENTHOUSE', 'other'],
    ['Single Room', 'other'],
    ['', 'other'],
  ])('groups the sale rooms %j as %j', (text, expected) => {
    expect(saleRooms(text)).toBe(expected);
  });

  it.each([
    ['Studio', 'studio'],
    ['1bed room+Hall', '1'],
    ['2 bed rooms+hall', '2'],
    ['6bed rooms+hall', '5+'],
    ['Flat', 'other'],
  ])('groups the rent sub type %j as %j', (text, expected) => {
    expect(rentRooms(text)).toBe(expected);
  });

  it('knows units and villas, not land or buildings', () => {
    expect(['Unit', 'Villa', 'Land', 'Building', 'Flat'].map(marketType)).toEqual([
      'unit',
      'villa',
      null,
      null,
      'unit',
    ]);
  });

  it('names quarters', () => {
    expect(quarterName(quarterIndex('2026-10-30'))).toBe('2026-Q4');
    expect(quarterName(quarterIndex('2026-01-01'))).toBe('2026-Q1');
    expect(quarterIndex('2026-01-01') - quarterIndex('2025-12-31')).toBe(1);
  });
});
