/** Messages of a database that is gone, going or not back yet (the driver, Prisma or PostgreSQL). */
const UNAVAILABLE_MESSAGE = new RegExp(
  String.raw`ECONNREFUSED|Connection terminated|connection timeout|Can't reach database|not queryable` +
    String.raw`|timeout exceeded when trying to connect` +
    String.raw`|terminating connection|closed the connection|ConnectionClosed` +
    String.raw`|database system is (starting up|shutting down|in recovery mode)`,
  "i",
);

const UNAVAILABLE_CODES = [
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P02",
  "57P03",
  "P1001",
  "P1017",
  "P2024",
];

/** True for errors that mean the database cannot be reached right now (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.includes(code)) return true;
    if (
      name === "DriverAdapterError" &&
      /connect|terminat|timeout|closed|starting up|shutting down/i.test(String(message))
    )
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    // Prisma keeps the driver's error in `cause`, or for raw queries (P2010) in `meta.driverAdapterError`.
    queue.push(
      (current as { cause?: unknown }).cause,
      (current as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError,
    );
  }
  return false;
}
