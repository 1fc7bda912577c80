/**
 * Issue 24: share cards fetched fonts and emoji from outside hosts for contributor text (with no
 * network the connection closed with no answer). A run named with Japanese and emoji now gets its
 * card promptly, drawn with the bundled font only: no connection leaves the machine. Every socket
 * this process opens is watched; only the test database's (loopback) is allowed.
 */
import { readFileSync } from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/[locale]/(public)/runs/[id]/share.png/route";
import { importRunBundle } from "@/lib/uploads/import";
import { truncateAll } from "@/tests/support/database";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);
const outbound: string[] = [];
const connect = net.Socket.prototype.connect;

beforeAll(() => {
  // Every TCP connection (fetch, https, pg) goes through Socket#connect: record where to.
  net.Socket.prototype.connect = function recordConnect(this: net.Socket, ...args: unknown[]) {
    const [first, second] = args as [unknown, unknown];
    const options = typeof first === "object" && first !== null ? (first as { host?: string; path?: string }) : null;
    const host = options
      ? options.path
        ? "unix"
        : (options.host ?? "localhost")
      : typeof second === "string"
        ? second
        : "localhost";
    if (!LOOPBACK.has(host) && host !== "unix") outbound.push(host);
    return Reflect.apply(connect, this, args) as net.Socket;
  } as typeof connect;
});
afterAll(() => {
  net.Socket.prototype.connect = connect;
});

describe("a run's share card", () => {
  it("draws Japanese and emoji in the run's name without any outbound connection, promptly", async () => {
    await truncateAll(process.env.DATABASE_URL!);
    const bundle = {
      schemaVersion: 1,
      model: { name: "Qwen3 日本語モデル 🚀", org: "Alibaba", paramsB: 9, architecture: "dense", precision: "FP8" },
      hardware: { name: "RTX 4090 🔥", accelerator: "NVIDIA RTX 4090", memoryGB: 24, memoryKind: "discrete" },
      engine: { name: "vllm", version: "0.26.0" },
      launchCommand: "vllm serve Qwen/Qwen3.5-9B-FP8",
      measuredAt: "2026-11-20",
      artifacts: [
        { tool: "llama-benchy", content: readFileSync("tests/fixtures/llama-benchy/chat-c1-5-10.md", "utf8") },
      ],
    };
    const { id } = await importRunBundle(bundle, { contributorId: null });
    outbound.length = 0;
    const started = performance.now();
    const response = await GET(new Request(`http://arena.test/runs/${id}/share.png`), {
      params: Promise.resolve({ id }),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const ms = performance.now() - started;
    console.log(`[share-card] drawn in ${ms.toFixed(0)} ms`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(outbound, "connections to other hosts").toEqual([]);
    expect(ms).toBeLessThan(5000);
  });
});
