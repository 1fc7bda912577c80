// Stands in for "server-only" under Vitest: the guard only means something inside Next.js.
export {};
