/** Sentences about a run as a whole. Pure module. */
/** The header's sentence for a run without suite tests: what it holds instead. */
export function describeRunWithoutSuite(measurements: number, matrixCells: number, definitions: number): string {
  const parts = [
    measurements > 0
      ? `${measurements === 1 ? "1 measurement" : `${measurements} measurements`}` +
        `${definitions > 1 ? ` of ${definitions} kinds` : ""}`
      : null,
    matrixCells > 0 ? "a context × concurrency speed matrix" : null,
  ].filter((part) => part !== null);
  const holds = parts.length > 0 ? parts.join(" and ") : "no measurements";
  return `This run holds ${holds} and none of the suite's tests, so it has no suitability score.`;
}
