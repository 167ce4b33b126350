import { TEXTS } from "../../lib/texts";

/** "female" reads "Female"; an unknown value is shown as given, capitalised. */
export function genderLabel(gender: string | null | undefined): string {
  const text = (gender ?? "").trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "";
}

/** "Female · Pune, India": the muted line under a member's name. */
export function personLine(gender: string | null | undefined, location: string | null | undefined): string {
  return [genderLabel(gender), (location ?? "").trim()].filter(Boolean).join(" · ");
}

/** "87%", or "N/A" when there is no percent (SPEC 8 "Compatibility lookup failure shows N/A"). */
export function percentText(percent: number | null | undefined): string {
  return typeof percent === "number" && Number.isFinite(percent)
    ? `${Math.round(percent)}%`
    : TEXTS.notAvailable;
}

/** "@asha" for a username; nothing when there is none. */
export function handleText(username: string | null | undefined): string {
  const text = (username ?? "").trim().replace(/^@+/, "");
  return text ? `@${text}` : "";
}
