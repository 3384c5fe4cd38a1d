/** One row waiting for its batch, with its promise's settlers. */
type Waiting<Row, Result> = { row: Row; resolve: (result: Result) => void; reject: (error: unknown) => void };

/**
 * Groups the rows that arrive while the database is busy into one write: `add(row)`
 * resolves with that row's own result (or rejects with its own Error) once the batch
 * holding it is written. A burst of leads then costs one transaction per batch instead of
 * one per lead; a single lead on a quiet site is written at once (on the next turn of the
 * event loop). One batch is written at a time; the next gathers meanwhile.
 */
export function createBatchWriter<Row, Result>({
  write,
  maxBatch = 100,
}: {
  /** Writes a batch; each row's result in order, an Error for a row refused on its own. */
  write: (rows: Row[]) => Promise<(Result | Error)[]>;
  maxBatch?: number;
}): { add(row: Row): Promise<Result> } {
  const waiting: Waiting<Row, Result>[] = [];
  let scheduled: NodeJS.Immediate | null = null;
  let busy = false;

  async function writeNext(): Promise<void> {
    scheduled = null;
    if (busy || !waiting.length) return;
    busy = true;
    const items = waiting.splice(0, maxBatch);
    try {
      const results = await write(items.map((item) => item.row));
      items.forEach((item, i) => {
        const result = results[i];
        return result instanceof Error ? item.reject(result) : item.resolve(result);
      });
    } catch (error) {
      for (const item of items) item.reject(error);
    } finally {
      busy = false;
      if (waiting.length) writeNext();
    }
  }

  return {
    add(row) {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ row, resolve, reject });
        if (!busy && !scheduled) scheduled = setImmediate(writeNext);
      });
    },
  };
}
