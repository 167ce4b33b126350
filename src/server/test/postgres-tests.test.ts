import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { POSTGRES_TESTS } from "./postgres-tests";
import { testFilesIn } from "./test-files";

// Keeps the PostgreSQL run's list honest (postgres-tests.ts): a server test file that names
// PostgreSQL (its URL, its template, a database or a process made on it, what it answers) is one
// whose outcome may differ there, so npm test must run it there too. The test helpers' own files
// (src/server/test) check the embedded database's plumbing and are left out.
const NAMES_POSTGRES =
  /\b(createPgTestDatabase|TEST_DATABASE_URL|pgTemplate|startServerProcess|PostgreSQL)\b|kind === "postgres"|server-process/;

const allServerTests = testFilesIn("src/server");
const serverTests = allServerTests.filter((file) => !file.startsWith("src/server/test/"));
const listed = (file: string) => POSTGRES_TESTS.some((prefix) => file.startsWith(prefix));

describe("the PostgreSQL run's files", () => {
  it("include every server test file that names PostgreSQL", () => {
    const naming = serverTests.filter((file) => NAMES_POSTGRES.test(readFileSync(file, "utf8")));
    expect(naming.length).toBeGreaterThan(10);
    expect(naming.filter((file) => !listed(file))).toEqual([]);
  });

  it("name only files that exist, each once", () => {
    for (const prefix of POSTGRES_TESTS)
      expect(
        allServerTests.some((file) => file.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(new Set(POSTGRES_TESTS).size).toBe(POSTGRES_TESTS.length);
  });
});
