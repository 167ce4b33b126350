import { describe, expect, it } from "vitest";
import { NOTIFICATION_MESSAGES } from "../../../shared/texts";

// The digest's sentence names the best listings it has, best first, and counts the rest.
describe("the New near you sentence", () => {
  it("names one, two, or some and counts the others", () => {
    const say = NOTIFICATION_MESSAGES.new_near_you;
    expect(say(["Koregaon cafe crawl"])).toBe("New near you this week: Koregaon cafe crawl");
    expect(say(["Koregaon cafe crawl", "Baner open mic"])).toBe(
      "New near you this week: Koregaon cafe crawl and Baner open mic",
    );
    expect(say(["Koregaon cafe crawl", "Baner open mic"], 1)).toBe(
      "New near you this week: Koregaon cafe crawl, Baner open mic and 1 more",
    );
  });
});
