import { describe, expect, it } from "vitest";
import { countSearchFilters, EMPTY_FILTERS, filtersToParams, hasSearchFilters, readFilters } from "./filters";

describe("event filters in the address", () => {
  it("reads every filter, trimmed", () => {
    const params = new URLSearchParams(
      "q=%20chai%20&category=Weekend+Getaways&from=2026-06-01&to=2026-06-30&location=Pune",
    );
    expect(readFilters(params)).toEqual({
      q: "chai",
      category: "Weekend Getaways",
      from: "2026-06-01",
      to: "2026-06-30",
      location: "Pune",
      sort: "",
      within: "",
    });
  });

  it("keeps the order and the radius in the address, leaving out the defaults", () => {
    expect(readFilters(new URLSearchParams("sort=nearest&within=50"))).toMatchObject({
      sort: "nearest",
      within: "50",
    });
    expect(readFilters(new URLSearchParams("sort=for-you&within=any"))).toMatchObject({
      sort: "",
      within: "",
    });
    expect(readFilters(new URLSearchParams("sort=random&within=7"))).toMatchObject({ sort: "", within: "" });
    expect(filtersToParams({ ...EMPTY_FILTERS, sort: "soonest", within: "city" }).toString()).toBe(
      "sort=soonest&within=city",
    );
  });

  it("treats All, unreadable dates and missing keys as no filter", () => {
    expect(readFilters(new URLSearchParams("category=all&from=tomorrow&to=2026-6-1"))).toEqual(EMPTY_FILTERS);
  });

  it("matches a category whatever its case", () => {
    expect(readFilters(new URLSearchParams("category=women-only%20trips")).category).toBe("Women-Only Trips");
  });

  it("writes only the filters that are set, so no filter is plain /events", () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe("");
    expect(filtersToParams({ ...EMPTY_FILTERS, q: "trek", location: " " }).toString()).toBe("q=trek");
  });

  it("counts the search box's filters, a date range as one", () => {
    const filters = { ...EMPTY_FILTERS, category: "Weekend Getaways" };
    expect(hasSearchFilters(filters)).toBe(false);
    expect(countSearchFilters({ ...filters, from: "2026-06-01", to: "2026-06-02", q: "x" })).toBe(2);
  });
});
