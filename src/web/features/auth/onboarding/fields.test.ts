import { MESSAGES, MORE_MESSAGES } from "@shared/texts";
import { describe, expect, it } from "vitest";
import { fieldsAtFault, onboardingFields } from "./fields";
import { initialOnboardingState } from "./onboarding-reducer";

const draft = initialOnboardingState("Asha").draft;

describe("the quiz's problems and the inputs that fix them", () => {
  it("points each step's problem at its inputs", () => {
    expect(fieldsAtFault(MESSAGES.phoneLength, draft)).toEqual(["mobileNo"]);
    expect(fieldsAtFault(MORE_MESSAGES.underAge, draft)).toEqual(["dateOfBirth"]);
    expect(fieldsAtFault(MESSAGES.avatarSize, draft)).toEqual(["avatar"]);
    expect(fieldsAtFault(MESSAGES.socialRequired, draft)).toEqual(["instagram", "linkedin", "x"]);
  });

  it("marks only the part of the location that is missing", () => {
    expect(fieldsAtFault(MESSAGES.locationRequired, draft)).toEqual(["city"]);
    expect(fieldsAtFault(MESSAGES.locationRequired, { ...draft, city: "Pune", country: " " })).toEqual([
      "country",
    ]);
  });

  it("points no input at a problem none fixes, nor at no problem", () => {
    expect(fieldsAtFault(MESSAGES.trustRequired, draft)).toEqual([]);
    expect(fieldsAtFault(null, draft)).toEqual([]);
    const fields = onboardingFields(MESSAGES.nameRequired, draft);
    expect(fields.invalid("name")).toBe(true);
    expect(fields.invalid("city")).toBe(false);
    expect(fields.idOf("name")).toBe("onboarding-name");
  });
});
