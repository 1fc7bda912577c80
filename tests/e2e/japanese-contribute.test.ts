/**
 * The contributor's and the admin's pages in Japanese (issue 14): upload, own runs, API tokens,
 * reports and the admin's review pages at /ja/… show none of the English UI strings that have a
 * translation; a refused upload says what is missing beside its field in Japanese, an upload, a
 * new token and a refused sign-in answer in Japanese, and an admin's verdict is recorded from the
 * Japanese form.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";
import { expectJapaneseOnly, findEnglish, readVisibleText } from "@/tests/support/japanese";
import { createAdminWithCli, signUpFromUpload } from "@/tests/support/site-flows";

const databaseUrl = inject("databaseUrl");
const PASSWORD = "a-long-password-1";

/** Fills the Japanese upload form's run description, as site-flows' describeRun does in English. */
async function describeRunInJapanese(page: Page, model: string) {
  await page.getByLabel("モデル", { exact: true }).fill(model);
  await page.getByLabel("組織").fill("日本ラボ");
  await page.getByLabel("精度または量子化").fill("FP8");
  await page.getByLabel("パラメータ数 (10億)").fill("8");
  await page.getByLabel("ハードウェア", { exact: true }).fill("RTX 4090");
  await page.getByLabel("アクセラレータ", { exact: true }).fill("NVIDIA RTX 4090");
  await page.getByLabel("メモリ (GB)").fill("24");
  await page.getByLabel("エンジン", { exact: true }).fill("vllm");
  await page.getByLabel("エンジンのバージョン").fill("0.26.0");
  await page.getByLabel("起動コマンド").fill("vllm serve ja/model --max-model-len 32768");
}

/** The visible text's English UI strings, for a page after an interaction. */
const englishOn = async (page: Page) => findEnglish(await readVisibleText(page));

/** Screenshots of Japanese pages on a phone and a laptop, to see that no label overflows. */
async function saveWidths(page: Page, pages: Array<[name: string, path: string]>) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of pages) {
      await page.goto(`/ja${path}`);
      await page.locator("footer").waitFor();
      await saveScreenshot(page, `ja-${name}-${width}`);
    }
  }
}

describe("the contributor's and admin's pages in Japanese", () => {
  test("upload, runs, tokens and reports; a refused upload, an upload and a token in Japanese", async ({
    page,
    openPage,
    skip,
  }) => {
    const handle = `ja-${randomBytes(3).toString("hex")}`;
    await signUpFromUpload(page, handle, PASSWORD);

    await expectJapaneseOnly(page, "/upload");
    // Files chosen, every field but the model's name filled: refused, in Japanese, beside the field.
    await page.getByLabel("ファイルを選択").setInputFiles(["tests/fixtures/llama-benchy/chat-c1-5-10.md"]);
    // The file's suite test is named in Japanese.
    await expect
      .poll(() => page.getByRole("list", { name: "アップロードするファイル" }).innerText())
      .toContain("チャット");
    await describeRunInJapanese(page, "");
    await page.getByRole("button", { name: "ランをアップロード" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "アップロードできない理由" });
    await summary.waitFor();
    expect(await summary.innerText()).toContain("モデル: モデル名を入力してください。");
    const model = page.getByLabel("モデル", { exact: true });
    expect(await model.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator('[id="model.name-error"]').innerText()).toBe("モデル名を入力してください。");
    expect(await page.getByLabel("組織").inputValue()).toBe("日本ラボ");
    expect(await englishOn(page)).toEqual([]);
    await saveScreenshot(page, "ja-upload-refused");

    await model.fill(`JA-${handle}`);
    await page.getByRole("button", { name: "ランをアップロード" }).click();
    const stored = page.getByRole("status").filter({ hasText: "ランをアップロードしました" });
    await stored.waitFor();
    expect(await stored.innerText()).toContain("未レビュー");
    expect(await stored.getByRole("link", { name: "ランを表示 →" }).getAttribute("href")).toMatch(/^\/ja\/runs\//);
    expect(await englishOn(page)).toEqual([]);

    await expectJapaneseOnly(page, "/account/runs");
    expect(await page.locator("main").innerText()).toContain(`JA-${handle}`);
    await expectJapaneseOnly(page, "/account/reports");
    await expectJapaneseOnly(page, "/reports/new");

    await expectJapaneseOnly(page, "/account/tokens");
    await page.getByLabel("トークン名").fill("ja-lab");
    await page.getByRole("button", { name: "トークンを作成" }).click();
    const created = page.getByRole("status").filter({ hasText: "今すぐこのトークンをコピー" });
    await created.waitFor();
    expect(await created.innerText()).toContain("ja-lab");
    expect(await englishOn(page)).toEqual([]);
    await saveScreenshot(page, "ja-account-tokens");
    await saveWidths(page, [
      ["upload", "/upload"],
      ["account-runs", "/account/runs"],
      ["account-tokens", "/account/tokens"],
    ]);

    if (!databaseUrl) {
      console.warn("[e2e japanese-contribute] The site's database URL is not known: skipping the admin part.");
      skip("The site runs on an embedded database this test cannot reach to create an admin.");
    }
    const adminEmail = createAdminWithCli(databaseUrl, PASSWORD, "ja-admin");
    const admin = await openPage();
    await admin.goto("/ja/signin");
    await admin.getByLabel("メールアドレス").fill(adminEmail);
    await admin.getByLabel("パスワード").fill("not-the-password");
    await admin.getByRole("button", { name: "ログイン" }).click();
    await admin.getByRole("alert").filter({ hasText: "有効なアカウントと一致しません" }).waitFor();
    await admin.getByLabel("パスワード").fill(PASSWORD);
    await admin.getByRole("button", { name: "ログイン" }).click();
    await admin.waitForURL((url) => !url.pathname.includes("/signin"));

    await expectJapaneseOnly(admin, "/admin/review");
    const link = admin.getByRole("link", { name: `JA-${handle} FP8`, exact: true });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/ja\/admin\/review\//);
    await saveScreenshot(admin, "ja-admin-review-queue");
    const runPath = (href ?? "").replace(/^\/ja/, "");
    await expectJapaneseOnly(admin, runPath);
    await admin.getByRole("radio", { name: "合格", exact: true }).check();
    await admin.getByRole("button", { name: "判定を記録" }).click();
    await admin.getByRole("status").filter({ hasText: "判定を記録しました" }).waitFor();
    expect(await englishOn(admin)).toEqual([]);
    await saveScreenshot(admin, "ja-admin-review-run");
    await expectJapaneseOnly(admin, "/admin/audit");
    await saveWidths(admin, [
      ["admin-review", "/admin/review"],
      ["admin-review-run", runPath],
    ]);
  });
});
