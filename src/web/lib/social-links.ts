import { isFullSocialLink } from "@shared/onboarding";

export const SOCIAL_NETWORKS = [
  { key: "instagram", label: "Instagram" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "x", label: "X" },
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]["key"];

export type HandleView = {
  /** The handle as the member gave it, trimmed. */
  text: string;
  /** SPEC 2 "Trust": a handle that is not a full link (no ".com/", or ending with a slash) is flagged. */
  warn: boolean;
  /** A safe web address to open, or null when the handle is shown as plain text. */
  href: string | null;
  /** What to print: a link without its "https://www." noise, anything else as given. */
  label: string;
};

/** Only absolute http(s) addresses ever become links; anything else stays text. */
export function safeWebAddress(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** "https://www.instagram.com/asha" reads "instagram.com/asha". */
export function shortAddress(address: string): string {
  return address.replace(/^https?:\/\//i, "").replace(/^www\./i, "");
}

export function handleView(handle: string | null | undefined): HandleView | null {
  const text = (handle ?? "").trim();
  if (!text) return null;
  const full = isFullSocialLink(text);
  const href = full ? safeWebAddress(text) : null;
  return { text, warn: !full, href, label: href ? shortAddress(text) : text };
}
