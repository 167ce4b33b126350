import { LIMITS } from "@shared/limits";
import { AUTH_MESSAGES, MESSAGES, MORE_MESSAGES } from "@shared/texts";
import { describe, expect, it } from "vitest";
import { messageIn } from "../../../lib/i18n";
import { problemKey } from "./problem-key";

const words = (language: "en" | "hi", message: string) => {
  const problem = problemKey(message);
  return problem && messageIn(language, "onboarding", problem.key, problem.values);
};

describe("the quiz's problems in the member's language", () => {
  // Every sentence the quiz's rules, picture checks and registration can give (SPEC 5 and 8).
  const sentences = [
    MESSAGES.phoneRequired,
    MESSAGES.phoneLength,
    MESSAGES.nameRequired,
    MESSAGES.locationRequired,
    MESSAGES.dobRequired,
    MORE_MESSAGES.dobInvalid,
    MORE_MESSAGES.underAge,
    MESSAGES.genderRequired,
    MESSAGES.pictureRequired,
    MESSAGES.scenePreferenceRequired,
    MESSAGES.idealSceneRequired,
    MESSAGES.sceneEnergyRequired,
    MESSAGES.vibeRequired,
    MESSAGES.spontaneityRequired,
    MESSAGES.scenePurposeRequired,
    MESSAGES.trustRequired,
    MESSAGES.socialRequired,
    MORE_MESSAGES.unknownOption,
    MORE_MESSAGES.tooMany(LIMITS.scenePurposeMax),
    MORE_MESSAGES.socialLink,
    MORE_MESSAGES.alreadyRegistered,
    MESSAGES.avatarType,
    MESSAGES.avatarSize,
    MESSAGES.avatarRequired,
    MESSAGES.notAnImage("notes.pdf"),
    MESSAGES.imageTooLarge("huge photo.jpg"),
    MESSAGES.maxSelectionsAllowed(LIMITS.profileImagesMax),
    MESSAGES.maxSelectionsReached(LIMITS.scenePreferencesMax),
    MESSAGES.maxSelectionsReached(LIMITS.scenePurposeMax),
    AUTH_MESSAGES.registrationFailed,
    AUTH_MESSAGES.accountBanned,
  ];

  it("reads each in English word for word as the rules wrote it", () => {
    for (const sentence of sentences) expect(words("en", sentence), sentence).toBe(sentence);
  });

  it("says each in Hindi, with its file name or number in place", () => {
    for (const sentence of sentences) {
      const hindi = words("hi", sentence);
      expect(hindi, sentence).toMatch(/[\u0900-\u097F]/);
    }
    expect(words("hi", MESSAGES.notAnImage("notes.pdf"))).toBe("notes.pdf सही इमेज फ़ाइल नहीं है।");
    expect(words("hi", MESSAGES.maxSelectionsReached(3))).toBe("आप 3 चुन चुके हैं, इससे ज़्यादा नहीं।");
    expect(words("hi", MORE_MESSAGES.underAge)).toBe("जुड़ने के लिए आपकी उम्र कम से कम 18 साल होनी चाहिए।");
  });

  it("leaves a sentence it does not know to be shown as it came", () => {
    expect(problemKey("The server is having a bad day.")).toBeNull();
    expect(problemKey(" is not a valid image file.")).toBeNull();
    expect(problemKey("Maximum many selections reached.")).toBeNull();
  });
});
