'use strict';

/** Runs `task` over `items`, at most `parallel` at a time; the results in the items' order. */
async function mapLimited(items, parallel, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

/** A gate that lets at most `parallel` tasks run at once, whoever calls it. */
function createLimiter(parallel) {
  let running = 0;
  const waiting = [];
  return async (task) => {
    if (running >= parallel) await new Promise((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

module.exports = { mapLimited, createLimiter };
