'use strict';

/**
 * Groups the rows that arrive while the database is busy into one write: `add(row)`
 * resolves with that row's own result (or rejects with its own Error) once the batch
 * holding it is written. A burst of leads then costs one transaction per batch instead of
 * one per lead; a single lead on a quiet site is written at once (on the next turn of the
 * event loop). One batch is written at a time; the next gathers meanwhile.
 * @param {{ write: (rows: object[]) => Promise<unknown[]>, maxBatch?: number }} options
 */
function createBatchWriter({ write, maxBatch = 100 }) {
  const waiting = [];
  let scheduled = null;
  let busy = false;

  async function writeNext() {
    scheduled = null;
    if (busy || !waiting.length) return;
    busy = true;
    const items = waiting.splice(0, maxBatch);
    try {
      const results = await write(items.map((item) => item.row));
      items.forEach((item, i) => (results[i] instanceof Error ? item.reject(results[i]) : item.resolve(results[i])));
    } catch (error) {
      for (const item of items) item.reject(error);
    } finally {
      busy = false;
      if (waiting.length) writeNext();
    }
  }

  return {
    add(row) {
      return new Promise((resolve, reject) => {
        waiting.push({ row, resolve, reject });
        if (!busy && !scheduled) scheduled = setImmediate(writeNext);
      });
    },
  };
}

module.exports = { createBatchWriter };
