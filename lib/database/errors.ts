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

/** A unique-constraint violation (Prisma's P2002, or PostgreSQL's 23505 through the driver) and what it names. */
export type UniqueViolation = { model: string | null; fields: string[] };

/**
 * The table and columns a unique-constraint violation names, or null when `error` is none: the
 * caller maps them to the input field that made the clash (a 400), not a 500. Prisma names them in
 * `meta.target` or, through a driver adapter, in `meta.driverAdapterError.cause.constraint`.
 */
export function readUniqueViolation(error: unknown): UniqueViolation | null {
  if (!error || typeof error !== "object") return null;
  const { code, meta } = error as { code?: unknown; meta?: Record<string, unknown> };
  if (code !== "P2002" && code !== "23505") return null;
  const model = typeof meta?.modelName === "string" ? meta.modelName : null;
  const target = meta?.target;
  const adapter = meta?.driverAdapterError as { cause?: { constraint?: { fields?: unknown } } } | undefined;
  const named = Array.isArray(target)
    ? target
    : typeof target === "string"
      ? [target]
      : adapter?.cause?.constraint?.fields;
  const fields = Array.isArray(named) ? named.filter((field): field is string => typeof field === "string") : [];
  return { model, fields: fields.map((field) => field.replace(/^"|"$/g, "")) };
}
