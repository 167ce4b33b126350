import { describe, expect, it } from "vitest";
import { MESSAGES, PHONE_MESSAGES, REQUEST_MESSAGES } from "../../shared/texts";
import { testAppForFile } from "../test/app";
import { createEvent } from "../test/factories";
import { messageCode, messageCodes, valued } from "./message-codes";

// Every sentence of the catalogue has one stable code (issue 40 item 3), and the API sends it beside
// the SPEC's English sentence.

const t = testAppForFile();

describe("message codes", () => {
  it("names each sentence by its place in the catalogue, one code per sentence", () => {
    expect(messageCode(MESSAGES.tokenInvalid)).toBe("tokenInvalid");
    expect(messageCode(REQUEST_MESSAGES.notOpen)).toBe("request.notOpen");
    expect(messageCode("A sentence nobody wrote in the catalogue.")).toBeUndefined();
    const codes = [...messageCodes().values()];
    expect(codes.length).toBeGreaterThan(300);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)*$/);
  });

  it("name a sentence built from values by its place too, with the values beside its English", () => {
    expect(valued(PHONE_MESSAGES.wait, { seconds: 1 })).toEqual({
      message: "Please wait 1 second before asking for another code.",
      code: "phone.wait",
      values: { seconds: 1 },
    });
    expect(valued(PHONE_MESSAGES.wrongCode, { left: 3 }).code).toBe("phone.wrongCode");
    // A function that is not the catalogue's has no code: its English goes alone.
    expect(valued(({ n }: { n: number }) => `${n}`, { n: 1 }).code).toBeUndefined();
  });

  it("are sent beside the English sentence of a refusal and of a notice", async () => {
    const host = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    const own = await t.call("POST", `/api/events/${event.id}/join`, host);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      success: false,
      message: REQUEST_MESSAGES.ownEvent,
      code: "request.ownEvent",
    });
    // Without a token: the SPEC's sentence, coded too.
    const anonymous = await t.app.inject({ method: "GET", url: "/api/events/my-created" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(messageCode(anonymous.json().message));
    expect(anonymous.json().code).toBeDefined();
  });
});
