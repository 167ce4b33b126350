import { z } from "zod";
import { LANGUAGES } from "../languages";
import { LANGUAGE_MESSAGES } from "../texts/language";
import { okEnvelope } from "./envelope";

// A member's language on the account (ADR 0055): what the app, their emails and their pushes speak.
// Any other value, or none, is refused with the one sentence that names the choices.
export const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid });

export const saveLanguageBody = z.object({ language: languageSchema });
export type SaveLanguageInput = z.infer<typeof saveLanguageBody>;

export const languageResponse = okEnvelope(z.object({ language: z.enum(LANGUAGES) }));
