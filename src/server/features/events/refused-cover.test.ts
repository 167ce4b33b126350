import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EVENT_MESSAGES } from "../../../shared/texts";
import { images } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { eventForm } from "../../test/factories";
import { png } from "../../test/images";
import { fieldParts, postMultipart } from "../../test/multipart";

const t = testAppForFile();

const storedCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;

// A cover is stored only with the listing it belongs to: a listing refused after the form was read
// (a state and city not in the list) leaves no picture behind, and the host's next try with another
// cover does not leave the first one stored with nothing pointing at it.
describe("POST /api/events with a cover", () => {
  it("stores no cover for a listing it refuses, and only the accepted cover after another try", async () => {
    const host = await t.login();
    const before = await storedCount();
    const refused = await postMultipart(
      t.app,
      "/api/events",
      [
        ...fieldParts({ ...eventForm(), city: "Atlantis" }),
        { name: "image", fileName: "first.png", contentType: "image/png", body: await png(900, 600) },
      ],
      host,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(EVENT_MESSAGES.unknownLocation);
    expect(await storedCount()).toBe(before);

    const accepted = await postMultipart(
      t.app,
      "/api/events",
      [
        ...fieldParts(eventForm()),
        { name: "image", fileName: "second.png", contentType: "image/png", body: await png(800, 600) },
      ],
      host,
    );
    expect(accepted.statusCode).toBe(201);
    // The accepted cover and its two smaller copies.
    expect(await storedCount()).toBe(before + 3);
  });
});
