import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/texts";
import { images } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { devIdTokensForFile } from "../../test/dev-identity";
import { jpeg, png, svg } from "../../test/images";
import { type Part, postMultipart } from "../../test/multipart";
import { fieldParts, registrationFields } from "../../test/registration";

const t = testAppForFile();
const idToken = devIdTokensForFile(t);

const storedCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;

async function fields(email: string): Promise<Part[]> {
  return fieldParts(registrationFields(await idToken({ email, name: "New Member" })));
}

// Pictures are stored only with the member they belong to: a registration refused for one of its
// files stores none of the others, so the member's next try with other pictures leaves nothing of
// the first behind (a photo of a person, which nothing would ever delete, not even their account's
// deletion, since no row names it).
describe("POST /api/users/register with pictures", () => {
  it("stores none of them when one is refused, and only the accepted ones after another try", async () => {
    const email = `refused-${Date.now()}@example.test`;
    const before = await storedCount();
    const refused = await postMultipart(t.app, "/api/users/register", [
      ...(await fields(email)),
      { name: "avatar", fileName: "me.jpg", contentType: "image/jpeg", body: await jpeg(300, 200) },
      { name: "profileImages", fileName: "a.png", contentType: "image/png", body: await png(400, 300) },
      { name: "profileImages", fileName: "b.png", contentType: "image/png", body: svg() },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.notAnImage("b.png"));
    expect(await storedCount()).toBe(before);

    const accepted = await postMultipart(t.app, "/api/users/register", [
      ...(await fields(email)),
      { name: "avatar", fileName: "me.jpg", contentType: "image/jpeg", body: await jpeg(320, 200) },
    ]);
    expect(accepted.statusCode).toBe(201);
    // The avatar and its two smaller copies.
    expect(await storedCount()).toBe(before + 3);
  });
});
