/** True for errors that mean the database cannot be reached right now (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === "string" && ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "P1001", "P1017", "P2024"].includes(code)) return true;
    if (name === "DriverAdapterError" && /connect|terminat|timeout/i.test(String(message))) return true;
    if (typeof message === "string" && /ECONNREFUSED|Connection terminated|connection timeout|Can't reach database|not queryable|terminating connection|server closed the connection/i.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
