/**
 * The step runner of the end-to-end scripts (test:feed, test:addresses): runs `body`, then
 * prints `[prefix] ok  name (seconds)`; a step that throws stops the script's sequence.
 */
export function stepsOf(prefix: string) {
  return async (name: string, body: () => Promise<void>): Promise<void> => {
    const started = Date.now();
    await body();
    console.log(`[${prefix}] ok  ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
}
