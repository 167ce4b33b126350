import { LIMITS } from "@shared/limits";
import type { MessageKey, MessageValues } from "../../../lib/i18n";

type Key = MessageKey<"onboarding">;

/** A step's section name, question and helper line, as catalogue keys (and the helper's values). */
export type StepCopy = { section: Key; heading: Key; helper: Key; values?: MessageValues };

// A step of several picks: its helper says how many it takes, from LIMITS like the check itself.
const picks = (section: Key, heading: Key, helper: Key, max: number): StepCopy => ({
  section,
  heading,
  helper,
  values: { max },
});

// Steps 0 to 9 in order. The limits come from LIMITS, so the helper says what the step enforces.
export const STEP_COPY: readonly StepCopy[] = [
  { section: "sectionStart", heading: "phoneHeading", helper: "phoneHelper" },
  { section: "sectionAbout", heading: "basicsHeading", helper: "basicsHelper" },
  picks("sectionScene", "scenePreferencesHeading", "scenePreferencesHelper", LIMITS.scenePreferencesMax),
  picks("sectionScene", "idealScenesHeading", "idealScenesHelper", LIMITS.idealScenesMax),
  { section: "sectionScene", heading: "sceneEnergyHeading", helper: "sceneEnergyHelper" },
  { section: "sectionPeople", heading: "vibeHeading", helper: "vibeHelper" },
  { section: "sectionPeople", heading: "spontaneityHeading", helper: "spontaneityHelper" },
  picks("sectionPeople", "scenePurposeHeading", "scenePurposeHelper", LIMITS.scenePurposeMax),
  { section: "sectionTrust", heading: "trustHeading", helper: "trustHelper" },
  { section: "sectionTrust", heading: "socialsHeading", helper: "socialsHelper" },
];
