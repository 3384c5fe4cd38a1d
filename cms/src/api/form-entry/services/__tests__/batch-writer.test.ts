/**
 * @jest-environment node
 */
import { createBatchWriter } from '../batch-writer';

/** A settled answer as the tests compare it: the value, or the error's message. */
const outcome = (a: PromiseSettledResult<unknown>) =>
  a.status === 'fulfilled' ? a.value : (a.reason as Error).message;

describe('createBatchWriter', () => {
  it('writes what arrives together in one batch and answers each row with its own result', async () => {
    const batches: string[][] = [];
    const writer = createBatchWriter<string, string>({
      write: async (rows) => {
        batches.push(rows);
        return rows.map((row) => (row === 'bad' ? new Error(`refused ${row}`) : row.toUpperCase()));
      },
    });
    const answers = await Promise.allSettled(['a', 'bad', 'c'].map((row) => writer.add(row)));
    expect(batches).toEqual([['a', 'bad', 'c']]);
    expect(answers.map(outcome)).toEqual(['A', 'refused bad', 'C']);
  });

  it('gathers the rows that arrive while a batch is written into the next one', async () => {
    const batches: number[][] = [];
    let release = () => {};
    const writer = createBatchWriter<number, number>({
      write: async (rows) => {
        batches.push(rows);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
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
    const writer = createBatchWriter<number, number>({
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
    const sizes: number[] = [];
    const writer = createBatchWriter<number, number>({
      maxBatch: 2,
      write: async (rows) => (sizes.push(rows.length), rows),
    });
    await Promise.all([1, 2, 3, 4, 5].map((n) => writer.add(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
