import { LIMITS } from "@shared/limits";
import { GENDERS } from "@shared/options";
import type { MessageKey, Translate } from "../../../lib/i18n";
import type { AdminKey, AdminWords } from "../admin-words";

// The labels take the admin catalogue's words (`t`), so each reads in the admin's language.

/** The words of a member's admin profile, their match lists and a pair's score (the admin-people catalogue). */
export type PeopleKey = MessageKey<"admin-people">;
export type PeopleWords = Translate<"admin-people">;

export type Gender = (typeof GENDERS)[number];

export function isGender(value: string | null | undefined): value is Gender {
  return (GENDERS as readonly string[]).includes(value ?? "");
}

const GENDER_KEYS: Record<Gender, AdminKey> = {
  male: "genderMale",
  female: "genderFemale",
  other: "genderOther",
};

/** "Male", "Female", "Other"; anything unknown as it is. */
export function genderLabel(t: AdminWords, gender: string | null | undefined): string {
  if (!gender) return "";
  return isGender(gender) ? t(GENDER_KEYS[gender]) : gender;
}

/** "1 flag", "3 flags". */
export function flagsLabel(t: AdminWords, count: number): string {
  return t("flagsCount", { count });
}

/** The muted line of a person card: "Male · Mumbai, India". */
export function personLine(
  t: AdminWords,
  person: { gender?: string | null; location?: string | null },
): string {
  return [genderLabel(t, person.gender), person.location?.trim()].filter(Boolean).join(" · ");
}

/** The host rating as the member earned it ("4.5"), or "N/A" before anyone rated their events. */
export function hostRatingLabel(t: AdminWords, rating: number | null | undefined): string {
  return typeof rating === "number" && Number.isFinite(rating) ? rating.toFixed(1) : t("notAvailable");
}

/**
 * SPEC 5 "Admin": a score is a whole number from 0 to 100. Answers the number, or null for anything
 * else (blank, text, a fraction, out of range).
 */
export function parseScore(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  const score = Number(trimmed);
  if (!Number.isInteger(score) || score < LIMITS.scoreMin || score > LIMITS.scoreMax) return null;
  return score;
}

/** Client-side search by name or location (case- and accent-insensitive, every word must match). */
export function filterPeople<T extends { name: string; location?: string | null }>(
  people: readonly T[],
  query: string,
): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...people];
  return people.filter((person) => {
    const haystack = fold(`${person.name} ${person.location ?? ""}`);
    return words.every((word) => haystack.includes(word));
  });
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * The five open questions of a profile (SPEC 2 "answer cards"), keyed as in profileDetails, each with
 * its title's key in the admin-people catalogue.
 */
export const PROFILE_QUESTIONS: ReadonlyArray<{ key: string; label: PeopleKey }> = [
  { key: "alwaysPack", label: "questionAlwaysPack" },
  { key: "travelSoundtrack", label: "questionTravelSoundtrack" },
  { key: "favoriteTravelMovie", label: "questionFavoriteTravelMovie" },
  { key: "idealEvening", label: "questionIdealEvening" },
  { key: "lastMinuteAction", label: "questionLastMinuteAction" },
];

/** A profileDetails answer, or null when the member left it out. */
export function answerOf(details: Record<string, string> | null | undefined, key: string): string | null {
  const value = details?.[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
