/**
 * The address of the socket a request came in on, as a request header that only the server sets.
 * Next.js gives route handlers, server actions and proxy.ts no peer address: it only fills
 * X-Forwarded-For from the socket when the request has none, so a client that sends its own is
 * believed. So every request the Node.js HTTP server receives gets this header, set from its
 * socket, replacing whatever the client sent under that name (lib/accounts/client-ip.ts reads it).
 * Installed by instrumentation.ts when a Next.js server process starts; a request that arrived
 * before has none and counts as "unknown".
 */
import http from "node:http";

export const PEER_ADDRESS_HEADER = "x-arena-peer-address";

const INSTALLED = Symbol.for("arena.peer-address-header");
type Stampable = { emit: (event: string | symbol, ...args: unknown[]) => boolean; [INSTALLED]?: true };

/** Sets the peer-address header of one request from its socket. */
export function stampPeerAddress(request: http.IncomingMessage): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
}

/** Stamps every request of every HTTP server of this process, before its listeners see it. Idempotent. */
export function installPeerAddressStamp(): void {
  const prototype = http.Server.prototype as unknown as Stampable;
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function emitStamped(this: unknown, event, ...args) {
    if (event === "request") stampPeerAddress(args[0] as http.IncomingMessage);
    return emit.call(this, event, ...args);
  };
  prototype[INSTALLED] = true;
}
