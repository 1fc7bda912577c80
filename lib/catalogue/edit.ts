/**
 * An admin's edit of a catalogue entry on /admin/catalogue (issue 27), in one transaction: the
 * changed columns are written and listed in `editedFacts` (so the next load of the shipped
 * catalogue leaves them as the admin set them, lib/catalogue/load-curated.ts), `factsAsOf` becomes
 * today, an unsettled claim of an edited column is settled, the runs a changed figure fact feeds
 * are recomputed (recomputeRunsOf) and a `catalogue.edit` AuditLog row records each change.
 * Callers check that the actor is an admin. The form's rules: edit-schema.ts.
 */
import "server-only";
import { notifyTagsChanged } from "@/lib/cache/data-version";
import {
  CATALOGUE_EDIT_ACTION,
  FIGURE_FACTS,
  HARDWARE_EDIT_FIELDS,
  type HardwareEdit,
  MODEL_EDIT_FIELDS,
  type ModelEdit,
  TIED_COLUMNS,
} from "@/lib/catalogue/edit-schema";
import { recomputeRunsOf } from "@/lib/catalogue/mutations";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MutationResult } from "@/lib/mutation-result";

export type CatalogueEditOutcome = { changed: string[]; runsRecomputed: number };
type Change = { from: unknown; to: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The day in UTC, YYYY-MM-DD, as `factsAsOf` holds it. */
const today = () => new Date().toISOString().slice(0, 10);

/** What the form changes of the stored entry: each column with its value before and after. */
function diff(
  fields: readonly string[],
  current: Record<string, unknown>,
  wanted: Record<string, unknown>,
): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const field of fields) {
    if (!same(current[field], wanted[field])) changes[field] = { from: current[field] ?? null, to: wanted[field] };
  }
  return changes;
}

/** The entry's edited facts after this edit: the ones before, the changed columns and those tied to them. */
function markEdited(before: readonly string[], changed: readonly string[]): string[] {
  const edited = new Set(before);
  for (const column of changed) {
    edited.add(column);
    for (const tied of TIED_COLUMNS[column] ?? []) edited.add(tied);
  }
  return [...edited];
}

type Kind = "hardware" | "model";

async function finish(
  tx: Tx,
  actorId: string,
  kind: Kind,
  slug: string,
  changes: Record<string, Change>,
  settled: boolean,
): Promise<CatalogueEditOutcome> {
  const changed = Object.keys(changes);
  const feedsFigures = settled || changed.some((column) => FIGURE_FACTS.has(column));
  const runsRecomputed = feedsFigures ? await recomputeRunsOf(tx, [{ targetType: kind, targetSlug: slug }], null) : 0;
  // The entry's own page shows every fact, figures or not: it is told in any case.
  await notifyTagsChanged(tx, [`${kind}:${slug}`]);
  await tx.auditLog.create({
    data: {
      actorId,
      action: CATALOGUE_EDIT_ACTION,
      targetType: kind,
      targetId: slug,
      reason: null,
      details: { target: `${kind} ${slug}`, slug, changes, runsRecomputed } as Prisma.InputJsonObject,
    },
  });
  return { changed, runsRecomputed };
}

/** Writes an admin's edit of a hardware entry's facts; nothing happens when no fact changes. */
export async function editHardware(actorId: string, edit: HardwareEdit) {
  return db.$transaction(
    async (tx): Promise<MutationResult<CatalogueEditOutcome>> => {
      const { slug } = edit;
      const locked = await tx.$queryRaw<unknown[]>`SELECT id FROM "Hardware" WHERE slug = ${slug} FOR UPDATE`;
      if (locked.length === 0) return { status: "not-found" };
      const current = await tx.hardware.findUniqueOrThrow({ where: { slug } });
      const changes = diff(HARDWARE_EDIT_FIELDS, current, edit);
      const changed = Object.keys(changes);
      if (changed.length === 0) return { status: "ok", changed: [], runsRecomputed: 0 };
      const unsettled = current.unsettledFacts.filter((fact) => !changed.includes(fact));
      const data: Prisma.HardwareUpdateInput = {
        editedFacts: markEdited(current.editedFacts, changed),
        unsettledFacts: unsettled,
        factsAsOf: today(),
      };
      for (const column of changed) Object.assign(data, { [column]: edit[column as keyof HardwareEdit] });
      await tx.hardware.update({ where: { slug }, data });
      return {
        status: "ok",
        ...(await finish(tx, actorId, "hardware", slug, changes, unsettled.length < current.unsettledFacts.length)),
      };
    },
    // A popular entry's runs are recomputed with it.
    { timeout: 120_000, maxWait: 10_000 },
  );
}

/** Writes an admin's edit of a model's facts; nothing happens when no fact changes. */
export async function editModel(actorId: string, edit: ModelEdit) {
  return db.$transaction(
    async (tx): Promise<MutationResult<CatalogueEditOutcome>> => {
      const { slug } = edit;
      const locked = await tx.$queryRaw<unknown[]>`SELECT id FROM "Model" WHERE slug = ${slug} FOR UPDATE`;
      if (locked.length === 0) return { status: "not-found" };
      const current = await tx.model.findUniqueOrThrow({ where: { slug } });
      const changes = diff(MODEL_EDIT_FIELDS, current, edit);
      const changed = Object.keys(changes);
      if (changed.length === 0) return { status: "ok", changed: [], runsRecomputed: 0 };
      const unsettled = current.unsettledFacts.filter((fact) => !changed.includes(fact));
      const data: Prisma.ModelUpdateInput = {
        editedFacts: markEdited(current.editedFacts, changed),
        unsettledFacts: unsettled,
        factsAsOf: today(),
      };
      for (const column of changed) Object.assign(data, { [column]: edit[column as keyof ModelEdit] });
      await tx.model.update({ where: { slug }, data });
      return {
        status: "ok",
        ...(await finish(tx, actorId, "model", slug, changes, unsettled.length < current.unsettledFacts.length)),
      };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}
