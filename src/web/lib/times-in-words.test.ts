import { describe, expect, it } from "vitest";
import { clockTimeIn, dayLabelIn, relativeTimeIn } from "./times-in-words";

const now = new Date(2026, 2, 20, 18, 0); // Friday 20 March 2026, 6 PM on the viewer's clock
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe("times in the member's language", () => {
  it("keep the chat list's English words and say them through Intl in Hindi", () => {
    const values = [ago(10_000), ago(5 * MIN), ago(3 * 60 * MIN), ago(24 * 60 * MIN), ago(3 * 24 * 60 * MIN)];
    expect(values.map((v) => relativeTimeIn("en", v, now))).toEqual(["now", "5m", "3h", "Yesterday", "Tue"]);
    expect(values.map((v) => relativeTimeIn("hi", v, now))).toEqual(["अब", "5 मि", "3 घं", "कल", "मंगल"]);
    expect(relativeTimeIn("hi", new Date(2026, 0, 12).toISOString(), now)).toBe("12 जन॰");
    expect(relativeTimeIn("hi", new Date(2025, 0, 5).toISOString(), now)).toBe("5 जन॰ 2025");
    expect(relativeTimeIn("hi", "not a date", now)).toBe("");
  });

  it("write a message's clock time and a thread's days", () => {
    const evening = new Date(2026, 2, 20, 19, 5).toISOString();
    expect(clockTimeIn("en", evening)).toBe("7:05 PM");
    expect(clockTimeIn("hi", evening)).toBe("शाम 7:05");
    const en = { today: "Today", yesterday: "Yesterday" };
    const hi = { today: "आज", yesterday: "कल" };
    expect(dayLabelIn("en", ago(60 * MIN), en, now)).toBe("Today");
    expect(dayLabelIn("hi", ago(24 * 60 * MIN), hi, now)).toBe("कल");
    expect(dayLabelIn("en", new Date(2026, 0, 5, 9).toISOString(), en, now)).toBe("05 Jan 2026");
    expect(dayLabelIn("hi", new Date(2026, 0, 5, 9).toISOString(), hi, now)).toBe("5 जनवरी 2026");
  });
});
