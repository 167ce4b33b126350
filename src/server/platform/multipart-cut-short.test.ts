import { isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "../db/schema";
import { testAppForFile } from "../test/app";

// A multipart body cut short or garbled is the sender's fault: every upload route answers 400 with
// the plain sentence, never a 500 (issue 41 item 5). Two ways a body breaks: a part whose header
// never ends, and a file part whose closing boundary never comes.
const t = testAppForFile();

const bodies = {
  "a broken part header": "--x\r\nbroken",
  "a file cut off before its end": [
    "--x",
    'Content-Disposition: form-data; name="image"; filename="a.jpg"',
    "Content-Type: image/jpeg",
    "",
    "\xff\xd8\xff\xe0 half a picture",
  ].join("\r\n"),
};

describe("a multipart body cut short", () => {
  it.each(Object.entries(bodies))("answers 400 on every upload route: %s", async (_, payload) => {
    const member = await t.login();
    const other = await t.login();
    // A group the seeker is in: the route reads the body, so a cut one is the sender's 400.
    const { seeker, groupId, event } = await t.group();
    const routes = [
      { url: "/api/users/register", headers: {}, answers: [400] },
      { url: `/api/message/photo/${other.id}`, headers: member.headers, answers: [400] },
      // No such experience: refused as unknown before or after the body is read, never a 500.
      {
        url: `/api/group/messages/photo/${crypto.randomUUID()}`,
        headers: member.headers,
        answers: [400, 404],
      },
      { url: `/api/group/messages/photo/${event.id}`, headers: seeker.headers, answers: [400] },
      { url: "/api/users/me/photo-check/selfie", headers: member.headers, answers: [400] },
    ];
    for (const route of routes) {
      const res = await t.app.inject({
        method: "POST",
        url: route.url,
        headers: { ...route.headers, "content-type": "multipart/form-data; boundary=x" },
        payload,
      });
      expect(route.answers, `${route.url} answered ${res.statusCode}`).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ success: false });
    }
    // Nothing of a refused upload is kept: no photo message, in the group or to the other member.
    const photos = await t.database.db.select().from(messages).where(isNotNull(messages.image));
    expect(photos.filter((m) => m.groupId === groupId || m.recipientId === other.id)).toEqual([]);
  });
});
