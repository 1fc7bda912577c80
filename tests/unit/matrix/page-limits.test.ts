import { describe, expect, it } from "vitest";
import { MATRIX_ROWS_PER_PAGE, pageRows } from "@/app/[locale]/(public)/runs/[id]/matrix/limits";

describe("pageRows: one view of the matrix page shows a bounded number of cells", () => {
  const cells = Array.from({ length: 5_000 }, (_, index) => index);

  it("shows a real matrix whole (seeds have 53 and 56 cells)", () => {
    expect(pageRows(cells.slice(0, 56), 1)).toEqual({ rows: cells.slice(0, 56), page: 1, pages: 1 });
    expect(pageRows(cells.slice(0, MATRIX_ROWS_PER_PAGE), 1).pages).toBe(1);
  });

  it("pages a large one, and clamps a page out of range", () => {
    expect(pageRows(cells, 1).rows).toEqual(cells.slice(0, 300));
    expect(pageRows(cells, 2).rows[0]).toBe(300);
    expect(pageRows(cells, 17)).toEqual({ rows: cells.slice(4_800), page: 17, pages: 17 });
    expect(pageRows(cells, 99).page).toBe(17);
    expect(pageRows(cells, 0).page).toBe(1);
  });
});
