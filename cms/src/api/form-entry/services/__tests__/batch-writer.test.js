/**
 * @jest-environment node
 */
const { createBatchWriter } = require('../batch-writer');

describe('createBatchWriter', () => {
  it('writes what arrives together in one batch and answers each row with its own result', async () => {
    const batches = [];
    const writer = createBatchWriter({
      write: async (rows) => {
        batches.push(rows);
        return rows.map((row) => (row === 'bad' ? new Error(`refused ${row}`) : row.toUpperCase()));
      },
    });
    const answers = await Promise.allSettled(['a', 'bad', 'c'].map((row) => writer.add(row)));
    expect(batches).toEqual([['a', 'bad', 'c']]);
    expect(answers.map((a) => a.value ?? a.reason.message)).toEqual(['A', 'refused bad', 'C']);
  });

  it('gathers the rows that arrive while a batch is written into the next one', async () => {
    const batches = [];
    let release;
    const writer = createBatchWriter({
      write: async (rows) => {
        batches.push(rows);
        if (batches.length === 1) await new Promise((resolve) => (release = resolve));
        return rows;
      },
    });
    const first = writer.add(1);
    await new Promise(setImmediate);
    const later = [2, 3, 4].map((n) => writer.add(n));
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects every row of a batch whose write failed, and goes on with the next', async () => {
    let fail = true;
    const writer = createBatchWriter({
      write: async (rows) => {
        if (fail) {
          fail = false;
          throw new Error('database is locked');
        }
        return rows;
      },
    });
    await expect(Promise.all([writer.add(1), writer.add(2)])).rejects.toThrow('database is locked');
    expect(await writer.add(3)).toBe(3);
  });

  it('writes at most maxBatch rows at a time', async () => {
    const sizes = [];
    const writer = createBatchWriter({ maxBatch: 2, write: async (rows) => (sizes.push(rows.length), rows) });
    await Promise.all([1, 2, 3, 4, 5].map((n) => writer.add(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
