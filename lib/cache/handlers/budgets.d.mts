/** Types of budgets.mjs (plain JavaScript, loaded by Next.js outside its bundle). */
export declare function setCacheBudgets(budgets: { pageMiB: number; dataMiB: number }): void;
export declare function getCacheBudget(kind: "pageBytes" | "dataBytes"): number;
