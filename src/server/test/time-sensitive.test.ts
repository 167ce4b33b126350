import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testFilesIn } from "./test-files";
import { TIME_SENSITIVE_TESTS } from "./time-sensitive";

// Keeps the any-hour check honest: a server or shared test file that moves the clock is one whose
// outcome may hang on the time, so the check must run it at every instant.
const MOVES_THE_CLOCK = /\b(setTestNow|useTestNow|useFakeTimers|setSystemTime)\(/;

const testFiles = [...testFilesIn("src/server"), ...testFilesIn("src/shared")];

// The globs name files by `*` within one folder only.
const globToRegExp = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);
const listed = TIME_SENSITIVE_TESTS.map(globToRegExp);

describe("the any-hour check's files", () => {
  it("include every test file that moves the clock", () => {
    const self = "src/server/test/time-sensitive.test.ts";
    const moving = testFiles.filter(
      (file) => file !== self && MOVES_THE_CLOCK.test(readFileSync(file, "utf8")),
    );
    expect(moving.length).toBeGreaterThan(3);
    expect(moving.filter((file) => !listed.some((glob) => glob.test(file)))).toEqual([]);
  });

  it("name only files that exist", () => {
    for (const glob of listed)
      expect(
        testFiles.some((file) => glob.test(file)),
        String(glob),
      ).toBe(true);
  });
});
