export function median(values: readonly number[]): number;
