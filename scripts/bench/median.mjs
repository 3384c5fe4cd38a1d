/** The median of some figures (of an odd count, as every benchmark here takes; the upper middle of an even one). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
