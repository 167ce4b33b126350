import { describe, expect, it } from "vitest";
import { adminUsersPath } from "./api";
import { answerOf, filterPeople, flagsLabel, hostRatingLabel, parseScore, personLine } from "./format";

describe("parseScore (SPEC 5: 0 to 100)", () => {
  it.each([
    ["0", 0],
    ["100", 100],
    [" 42 ", 42],
    ["7.0", 7],
  ])("accepts %j", (text, score) => {
    expect(parseScore(text)).toBe(score);
  });

  it.each(["-1", "101", "", "  ", "abc", "50.5", "1e2", "0x10", "12abc"])("refuses %j", (text) => {
    expect(parseScore(text)).toBeNull();
  });
});

describe("labels", () => {
  it("writes the host rating or N/A", () => {
    expect(hostRatingLabel(null)).toBe("N/A");
    expect(hostRatingLabel(undefined)).toBe("N/A");
    expect(hostRatingLabel(4.3)).toBe("4.3");
    expect(hostRatingLabel(5)).toBe("5.0");
  });

  it("writes the person line and flag counts", () => {
    expect(personLine({ gender: "female", location: "Pune, India" })).toBe("Female · Pune, India");
    expect(personLine({ gender: "other", location: "" })).toBe("Other");
    expect(flagsLabel(1)).toBe("1 flag");
    expect(flagsLabel(3)).toBe("3 flags");
  });

  it("reads an answer, treating blanks as not answered", () => {
    expect(answerOf({ alwaysPack: " Sunscreen " }, "alwaysPack")).toBe("Sunscreen");
    expect(answerOf({ alwaysPack: "  " }, "alwaysPack")).toBeNull();
    expect(answerOf({}, "idealEvening")).toBeNull();
  });
});

describe("filterPeople", () => {
  const people = [
    { name: "Diya Iyer", location: "Chennai, India" },
    { name: "Zoë Fernandes", location: "Panaji, India" },
  ];

  it("matches every word against name or location, ignoring case and accents", () => {
    expect(filterPeople(people, "")).toEqual(people);
    expect(filterPeople(people, "CHENNAI")).toEqual([people[0]]);
    expect(filterPeople(people, "zoe panaji")).toEqual([people[1]]);
    expect(filterPeople(people, "diya panaji")).toEqual([]);
  });
});

describe("adminUsersPath", () => {
  it("adds q and gender only when set", () => {
    expect(adminUsersPath("", "")).toBe("/admin/users");
    expect(adminUsersPath(" goa ", "")).toBe("/admin/users?q=goa");
    expect(adminUsersPath("", "other")).toBe("/admin/users?gender=other");
    expect(adminUsersPath("a&b", "male")).toBe("/admin/users?q=a%26b&gender=male");
  });
});
