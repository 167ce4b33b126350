import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lazyPartChunk, lazyPartPatterns } from "./lazy-part-chunks";

// A renamed file would fall out of its chunk without a word: every pattern names files that exist.
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [`/${path.join(dir, entry.name)}`],
  );

describe("the lazily loaded parts' own chunks", () => {
  it("each name files that exist, and only those of their part", () => {
    const web = files("src/web").map((file) => path.resolve(file.slice(1)));
    for (const pattern of lazyPartPatterns())
      expect(web.filter((file) => pattern.test(file)).length, String(pattern)).toBeGreaterThan(1);
    expect(lazyPartChunk("/x/src/web/features/chat/outbox/outbox.ts")).toBe("chat-outbox");
    expect(lazyPartChunk("/x/src/web/features/chat/outbox/outbox-key.ts")).toBeUndefined();
    expect(lazyPartChunk("/x/src/web/features/auth/invitation-card.tsx?used")).toBe("invitation");
    expect(lazyPartChunk("/x/src/web/features/help/help-button.tsx")).toBe("help-button");
    expect(lazyPartChunk("/x/src/web/features/help/help-pages.ts")).toBeUndefined();
  });
});
