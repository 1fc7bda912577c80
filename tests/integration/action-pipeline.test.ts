/**
 * The server action pipeline itself (lib/actions.ts), with actions declared here as the forms
 * declare theirs, against real PostgreSQL and real Auth.js session cookies handed to the code
 * through next/headers: who may call, a bad form named per field in the form's language, the rate
 * limit counted in PostgreSQL and answered with the wait, and errors answered without details.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "arena.test", "x-forwarded-proto": "http", cookie: session.cookie }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));

import { redirect } from "next/navigation";
import { z } from "zod";
import { action, type FormAnswer, formAction } from "@/lib/actions";
import { db } from "@/lib/db";
import { CATALOGUES } from "@/lib/i18n/translate";
import { createSessionCookie } from "@/tests/support/catalogue-fixture";
import { truncateAll } from "@/tests/support/database";
import { formData, outcome, redirectOf } from "@/tests/support/server-actions";
import { createTestUser } from "@/tests/support/users";

const url = process.env.DATABASE_URL!;
const RULE = { name: "test-action", limit: 2, windowSeconds: 3600 };
const [en, ja] = [CATALOGUES.en, CATALOGUES.ja];

/** A report-like form: one field typed by a person, one id the page fills in. */
const noteForm = z.object({
  slug: z.string().regex(/^[a-z]+$/, "Not a report's address."),
  title: z.string().trim().min(1, "Give the report a title."),
  summary: z.string().max(5, "Use at most 5 characters.").optional(),
});

/** Rows written by the actions below: what a refused call must leave unwritten. */
const writeNote = (authorId: string, title: string) =>
  db.auditLog.create({ data: { actorId: authorId, action: "test.note", targetType: "report", targetId: title } });

const saveNote = action({
  auth: "user",
  signInReturn: "/reports/new",
  words: "ContributeAnswers",
  form: noteForm,
  fields: (t) => ({ title: t("report.title") }),
  hidden: (t) => ({ slug: t("noReport") }),
  rateLimit: { rule: RULE, message: (t, { limit, wait }) => t("reportThrottled", { limit, wait }) },
  handle: async ({ input, user }): Promise<FormAnswer> => {
    await writeNote(user.id, input.title);
    return {};
  },
});

const adminOnly = action({
  auth: "admin",
  signInReturn: "/admin/review",
  words: "AdminAnswers",
  form: z.object({}),
  handle: async ({ user, t }): Promise<FormAnswer & { message?: string }> => {
    await writeNote(user.id, "admin");
    return { message: t("nothingToChange") };
  },
});

const failing = (thrown: unknown) =>
  action({
    auth: "none",
    words: "ContributeAnswers",
    form: z.object({}),
    handle: async (): Promise<FormAnswer> => {
      throw thrown;
    },
  });

const count = () => db.auditLog.count({ where: { action: "test.note" } });

beforeEach(async () => {
  await truncateAll(url);
  session.cookie = "";
});

describe("action()", () => {
  it("refuses anonymous callers with the sign-in redirect and others with a 404, before reading the form", async () => {
    expect(await redirectOf(() => saveNote({}, formData({ slug: "x", title: "Mine" })))).toBe(
      "/signin?callbackUrl=%2Freports%2Fnew",
    );
    const contributor = await createTestUser("contributor");
    session.cookie = await createSessionCookie(contributor.id);
    expect(await outcome(() => adminOnly({}, formData({})))).toBe("notFound");
    // Nothing counted against anyone's limit, nothing written.
    expect(await db.rateLimitCounter.count()).toBe(0);
    expect(await count()).toBe(0);

    const admin = await createTestUser("admin");
    session.cookie = await createSessionCookie(admin.id);
    expect(await adminOnly({}, formData({ locale: "ja" }))).toEqual({ message: ja.AdminAnswers.nothingToChange });
    expect(await count()).toBe(1);
  });

  it("names each bad field in the form's language, and a bad page-filled id as the form's error", async () => {
    session.cookie = await createSessionCookie((await createTestUser()).id);
    const bad = { slug: "fine", title: "  ", summary: "far too long" };
    expect(await saveNote({}, formData({ ...bad, locale: "ja" }))).toEqual({
      // the catalogue's words where it has some, else the schema's
      fieldErrors: { title: ja.ContributeAnswers.report.title, summary: "Use at most 5 characters." },
    });
    expect(await saveNote({}, formData(bad))).toEqual({
      fieldErrors: { title: en.ContributeAnswers.report.title, summary: "Use at most 5 characters." },
    });
    // a bad form counts against the limit too (2 an hour here): the next writer asks
    session.cookie = await createSessionCookie((await createTestUser()).id);
    expect(await saveNote({}, formData({ ...bad, slug: "../etc", locale: "ja" }))).toEqual({
      error: ja.ContributeAnswers.noReport,
    });
    expect(await count()).toBe(0);
  });

  it("counts attempts in PostgreSQL per user, refusing past the limit with the wait; admins exempt", async () => {
    const writer = await createTestUser();
    session.cookie = await createSessionCookie(writer.id);
    const form = formData({ slug: "ok", title: "A note", locale: "ja" });
    expect(await saveNote({}, form)).toEqual({});
    expect(await saveNote({}, formData({ slug: "ok", title: "" }))).toHaveProperty("fieldErrors.title");
    const refused = await saveNote({}, form);
    expect(refused.error).toBe(
      "保存が多すぎます (レポートの作成と編集は 1 時間に 2 回まで)。60 分後にもう一度お試しください。",
    );
    expect(await count()).toBe(1);
    const counter = await db.rateLimitCounter.findUniqueOrThrow({ where: { key: `test-action:${writer.id}` } });
    expect(counter.count).toBe(3);

    session.cookie = await createSessionCookie((await createTestUser("admin")).id);
    for (let attempt = 0; attempt < 4; attempt++) expect(await saveNote({}, form)).toEqual({});
    expect(await db.rateLimitCounter.count()).toBe(1);
  });

  it("answers an unknown error with a fixed message in the form's language, its details only in the log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const secret = new Error("connection string postgres://arena:hunter2@db/arena");
    try {
      expect(await failing(secret)({}, formData({ locale: "ja" }))).toEqual({ error: ja.FormAnswers.unexpected });
      expect(await failing(secret)({}, formData({}))).toEqual({ error: en.FormAnswers.unexpected });
      expect(log).toHaveBeenCalledWith(secret);
    } finally {
      log.mockRestore();
    }
    const lost = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(await failing(lost)({}, formData({ locale: "ja" }))).toEqual({ error: ja.FormAnswers.unavailable });
  });

  it("lets redirect() through, and a stateless form action throws its failures on to the error page", async () => {
    const leave = action({
      auth: "none",
      words: "ContributeAnswers",
      form: z.object({}),
      handle: async (): Promise<FormAnswer> => redirect("/account/reports/mine?saved=1"),
    });
    expect(await redirectOf(() => leave({}, formData({})))).toBe("/account/reports/mine?saved=1");
    const broken = formAction({
      auth: "none",
      form: z.object({}),
      handle: async () => {
        throw new Error("boom");
      },
    });
    await expect(broken(formData({}))).rejects.toThrow("boom");
  });
});
