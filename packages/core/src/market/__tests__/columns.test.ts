import { checkHeader, RENT_COLUMNS, TRANSACTION_COLUMNS } from '../columns';

describe('DLD file headers', () => {
  it('has the published 46 and 40 columns', () => {
    expect(TRANSACTION_COLUMNS).toHaveLength(46);
    expect(RENT_COLUMNS).toHaveLength(40);
    expect(new Set(TRANSACTION_COLUMNS).size).toBe(46);
    expect(new Set(RENT_COLUMNS).size).toBe(40);
  });

  it('accepts the published header in any order, with a byte-order mark, spaces or capitals', () => {
    const header = [...TRANSACTION_COLUMNS].reverse().map((c, i) => (i === 0 ? `\uFEFF${c.toUpperCase()} ` : c));
    const checked = checkHeader('transactions', header);
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(checked.index.transaction_id).toBe(45);
      expect(checked.index.no_of_parties_role_3).toBe(0);
      expect(checked.extra).toEqual([]);
    }
  });

  it('names the missing columns, and the extra ones', () => {
    const header = [...TRANSACTION_COLUMNS.filter((c) => c !== 'actual_worth' && c !== 'instance_date'), 'price'];
    const checked = checkHeader('transactions', header);
    expect(checked).toEqual({
      ok: false,
      error:
        'the columns do not match the published transactions.csv (46 columns): missing instance_date, actual_worth; not in the published file: price',
    });
  });

  it('says so when the rent contracts file is given for the transactions', () => {
    const checked = checkHeader('transactions', [...RENT_COLUMNS]);
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.error).toBe('this is a rent_contracts.csv file (its 40 columns), not transactions.csv');
  });

  it('reports a column the published file does not have, and still reads the file', () => {
    const checked = checkHeader('rents', [...RENT_COLUMNS, 'load_date']);
    expect(checked.ok && checked.extra).toEqual(['load_date']);
  });
});
