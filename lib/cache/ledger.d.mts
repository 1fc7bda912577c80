/** Types of lib/cache/ledger.mjs: plain JavaScript, so that the handlers Next.js loads from disk can import it. */
export declare function now(): number;
export declare function isLedgerTrusted(): boolean;
export declare function setLedgerTrusted(trusted: boolean): void;
export declare function invalidateTags(tags: readonly string[]): void;
export declare function getLastInvalidation(tags: readonly string[]): number;
export declare function isEntryCurrent(tags: readonly string[], madeAt: number): boolean;
