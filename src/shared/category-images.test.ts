// biome-ignore lint/style/noRestrictedImports: a test-only check that the pictures exist on disk.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CATEGORY_SLUGS,
  categoryImages,
  DEFAULT_AVATAR,
  DEFAULT_EVENT_IMAGE,
  HOME_BACKGROUND,
  HOME_TILE_IMAGES,
} from "./category-images";
import { EVENT_CATEGORIES } from "./options";

/** The file behind a public URL path such as /images/home-bg.webp. */
const fileOf = (url: string) => new URL(`../web/public${url}`, import.meta.url);

describe("category images", () => {
  it("gives every category 3 distinct preset pictures that exist", () => {
    for (const category of EVENT_CATEGORIES) {
      const paths = categoryImages(category);
      expect(paths).toHaveLength(3);
      expect(new Set(paths).size).toBe(3);
      for (const url of paths) {
        expect(url).toMatch(/^\/images\/categories\/[a-z0-9-]+-[1-3]\.webp$/);
        expect(existsSync(fileOf(url)), url).toBe(true);
      }
    }
  });

  it("uses a distinct kebab slug per category", () => {
    const slugs = Object.values(CATEGORY_SLUGS);
    expect(slugs).toHaveLength(EVENT_CATEGORIES.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("returns no pictures for an unknown category", () => {
    expect(categoryImages("Underwater Chess")).toEqual([]);
    expect(categoryImages("")).toEqual([]);
  });

  it("has the default, background and home tile pictures on disk", () => {
    const urls = [DEFAULT_EVENT_IMAGE, DEFAULT_AVATAR, HOME_BACKGROUND, ...Object.values(HOME_TILE_IMAGES)];
    for (const url of urls) {
      expect(url.startsWith("/images/")).toBe(true);
      expect(existsSync(fileOf(url)), url).toBe(true);
    }
  });
});
