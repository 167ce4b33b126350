import { CHOICE_QUESTIONS } from "@shared/onboarding";
import { GENDERS } from "@shared/options";
import { describe, expect, it } from "vitest";
import { type MessageKey, messageIn } from "../../../lib/i18n";
import { CHOICE_STEPS, GENDER_OPTIONS } from "./options";

describe("the quiz's choices", () => {
  it("offer every value of the SPEC's option sets, in its order, worded in English by the value itself", () => {
    for (const [step, { values }] of Object.entries(CHOICE_QUESTIONS)) {
      const options = CHOICE_STEPS[Number(step)]?.options ?? [];
      expect(options.map((option) => option.value)).toEqual(values);
      for (const option of options) {
        // The answers area's words, under the value (what every screen showing answers reads too).
        expect(option.label).toBeUndefined();
        expect(messageIn("en", "answers", option.value as MessageKey<"answers">)).toBe(option.value);
        expect(option.emoji).toBeTruthy();
      }
    }
  });

  it("give each words of its own in Hindi", () => {
    const labels = Object.values(CHOICE_STEPS).flatMap((step) =>
      step.options.map((option) => messageIn("hi", "answers", option.value as MessageKey<"answers">)),
    );
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/[\u0900-\u097F]/);
  });

  it("send the genders as the API's values, labelled in the member's language", () => {
    expect(GENDER_OPTIONS.map((option) => option.value)).toEqual([...GENDERS]);
    expect(GENDER_OPTIONS.map((option) => messageIn("en", "onboarding", option.label))).toEqual([
      "Male",
      "Female",
      "Other",
    ]);
    expect(GENDER_OPTIONS.map((option) => messageIn("hi", "onboarding", option.label))).toEqual([
      "पुरुष",
      "महिला",
      "अन्य",
    ]);
  });
});
