import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlineTexts } from "./inline-texts";

// One text catalogue per side (issue "Boundaries and shapes"): the words a member reads come from the
// language catalogues (src/web/locales, ADR 0053), src/web/lib/texts or @shared/texts, never from a
// literal inside a component.
const scratch = mkdtempSync(path.join(os.tmpdir(), "meetup-inline-texts-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("inline texts", () => {
  it("finds none in the web's components", () => {
    expect(inlineTexts(path.resolve("src/web"))).toEqual([]);
  });

  it("catches JSX words and read-aloud props, and lets symbols, tests and test folders be", () => {
    mkdirSync(path.join(scratch, "feature", "test"), { recursive: true });
    writeFileSync(
      path.join(scratch, "feature", "screen.tsx"),
      `export const A = () => <p aria-label="Close the dialog" title={"Saved"}>Hello there {"·"} / 3%</p>;
export const B = () => <img alt="" className="size-4" />;`,
    );
    writeFileSync(
      path.join(scratch, "feature", "screen.test.tsx"),
      "export const T = () => <p>Only a test</p>;",
    );
    writeFileSync(
      path.join(scratch, "feature", "test", "stub.tsx"),
      "export const S = () => <h1>Home screen</h1>;",
    );
    expect(inlineTexts(scratch).map((t) => t.text)).toEqual(["Close the dialog", "Saved", "Hello there"]);
  });

  it("catches words a condition chooses, and props named like a label", () => {
    const dir = path.join(scratch, "conditions");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, "screen.tsx"),
      `export const A = ({ busy, hint }: { busy: boolean; hint: string }) => (
  <Shell navLabel="Main" emptyText={busy ? "Nothing yet" : hint}>
    <p>{busy ? "Signing you in…" : hint}</p>
    <p>{busy && "Please wait"}{hint ?? "No hint"}{hint}{"·"}</p>
  </Shell>
);`,
    );
    expect(inlineTexts(dir).map((t) => t.text)).toEqual([
      "Main",
      "Nothing yet",
      "Signing you in…",
      "Please wait",
      "No hint",
    ]);
  });
});
