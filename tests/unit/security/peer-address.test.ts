/**
 * The peer-address header, on a real Node.js HTTP server as next start makes one: set from the
 * socket on every request, replacing whatever the client sent under that name.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { installPeerAddressStamp, PEER_ADDRESS_HEADER } from "@/lib/security/peer-address";

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe("the peer-address header", () => {
  it("is the socket's address, never the client's own value, on servers made before and after", async () => {
    const echo = (request: http.IncomingMessage, response: http.ServerResponse) =>
      response.end(JSON.stringify({ peer: request.headers[PEER_ADDRESS_HEADER] ?? null }));
    const before = http.createServer(echo);
    servers.push(before);
    installPeerAddressStamp();
    installPeerAddressStamp(); // a second call changes nothing
    const after = http.createServer(echo);
    servers.push(after);
    for (const server of [before, after]) {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [PEER_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "203.0.113.67" },
      });
      expect(await answer.json()).toEqual({ peer: "127.0.0.1" });
    }
  });
});
