import "server-only";
import type { Tx } from "@/lib/db";
import { SUITE_TESTS, SUITE_VERSION } from "@/lib/suite/definition";

/** The current suite version as rows; written once from lib/suite/definition.ts. */
export async function ensureSuite(tx: Tx): Promise<{ id: string }> {
  const existing = await tx.suite.findUnique({ where: { version: SUITE_VERSION }, select: { id: true } });
  if (existing) return existing;
  return tx.suite.create({
    data: {
      version: SUITE_VERSION,
      tests: {
        create: SUITE_TESTS.map((test, position) => ({
          key: test.key,
          position,
          name: test.name,
          purpose: test.purpose,
          tool: test.params.tool,
          loop: test.loop,
          params: test.params,
        })),
      },
    },
    select: { id: true },
  });
}
