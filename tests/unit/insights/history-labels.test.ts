/**
 * An engine-version history's series in Japanese: each kind of series (a suite test, the rate
 * sweep's capacity, the matrix's cells) gets its Japanese label from its key, and the English
 * messages write exactly the labels lib/insights stores, so the two languages name one series.
 */
import { describe, expect, it } from "vitest";
import { translateHistoryLabel } from "@/lib/insights/history-labels";
import { translate } from "@/lib/i18n/translate";

describe("history series labels", () => {
  it("keep the stored English label on English pages", () => {
    expect(translateHistoryLabel("en", "test:chat", "Chat: per-user tok/s")).toBe("Chat: per-user tok/s");
  });

  it("are written in Japanese from the series' key, with the suite test's Japanese name", () => {
    const chat = translate("ja", "SuiteTests")("chat.name");
    expect(translateHistoryLabel("ja", "test:chat", "Chat: per-user tok/s")).toBe(`${chat}: ユーザーあたり tok/s`);
    expect(translateHistoryLabel("ja", "test:capacity-sweep", "x")).toContain("p95 TTFT 5秒未満");
    expect(translateHistoryLabel("ja", "matrix:peak", "x")).toBe("マトリクス: デコード合計のピーク tok/s");
    expect(translateHistoryLabel("ja", "matrix:decode:1024:1", "x")).toBe(
      "マトリクス: コンテキスト 1K で 1 リクエスト、tok/s",
    );
    expect(translateHistoryLabel("ja", "matrix:decode:0:32", "x")).toContain("32 リクエスト");
  });

  it("leave a key they do not know as the English label", () => {
    expect(translateHistoryLabel("ja", "something:new", "Something new")).toBe("Something new");
  });

  it("in English, match the labels lib/insights stores", () => {
    const t = translate("en", "HistorySeries");
    expect(t("perUser", { test: "Chat" })).toBe("Chat: per-user tok/s");
    expect(t("capacity", { test: "Capacity · rate sweep" })).toBe("Capacity · rate sweep: req/s at p95 TTFT under 5 s");
    expect(t("matrixPeak")).toBe("Matrix: peak total decode tok/s");
    expect(t("matrixOne", { context: "1K" })).toBe("Matrix: 1 request at 1K context, tok/s");
    expect(t("matrixTotal", { count: 32, context: "1K" })).toBe("Matrix: 32 requests at 1K context, total tok/s");
  });
});
