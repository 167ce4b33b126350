import { LIMITS } from "@shared/limits";
import type { MessageKey, MessageValues } from "../../../lib/i18n";

type Key = MessageKey<"onboarding">;

/** A step's section name, question and helper line, as catalogue keys (and the helper's values). */
export type StepCopy = { section: Key; heading: Key; helper: Key; values?: MessageValues };

// Steps 0 to 9 in order. The limits come from LIMITS, so the helper says what the step enforces.
export const STEP_COPY: readonly StepCopy[] = [
  { section: "sectionStart", heading: "phoneHeading", helper: "phoneHelper" },
  { section: "sectionAbout", heading: "basicsHeading", helper: "basicsHelper" },
  {
    section: "sectionScene",
    heading: "scenePreferencesHeading",
    helper: "scenePreferencesHelper",
    values: { max: LIMITS.scenePreferencesMax },
  },
  {
    section: "sectionScene",
    heading: "idealScenesHeading",
    helper: "idealScenesHelper",
    values: { max: LIMITS.idealScenesMax },
  },
  { section: "sectionScene", heading: "sceneEnergyHeading", helper: "sceneEnergyHelper" },
  { section: "sectionPeople", heading: "vibeHeading", helper: "vibeHelper" },
  { section: "sectionPeople", heading: "spontaneityHeading", helper: "spontaneityHelper" },
  {
    section: "sectionPeople",
    heading: "scenePurposeHeading",
    helper: "scenePurposeHelper",
    values: { max: LIMITS.scenePurposeMax },
  },
  { section: "sectionTrust", heading: "trustHeading", helper: "trustHelper" },
  { section: "sectionTrust", heading: "socialsHeading", helper: "socialsHelper" },
];
