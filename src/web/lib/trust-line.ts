import type { Verification } from "@shared/contracts/person";
import { nextVerificationStep } from "@shared/trust-rules";

/**
 * The SPEC's trust line (ADR 0047), as what to say rather than the words: each screen reads them
 * from its own catalogue (the member's trust page from "profile", the admins' from "admin-people").
 * `verified`: the SPEC's "Verified user", only once the phone and the photo are checked. `progress`:
 * a member who chose "Yes, I'd feel safer" and has not finished reads "Verification in progress",
 * with `next` the check still to pass (the phone first). `none`: one who chose not to reads the
 * SPEC's "Not necessary, I trust good vibes".
 */
export type TrustLine =
  | { tone: "verified" | "none"; next: null }
  | { tone: "progress"; next: "phone" | "photo" };

export function trustLine(member: Verification & { trustVerification: boolean }): TrustLine {
  // No step left is "Verified user" (isVerified), whatever the member chose.
  const next = nextVerificationStep(member);
  if (next === null) return { tone: "verified", next: null };
  if (!member.trustVerification) return { tone: "none", next: null };
  return { tone: "progress", next };
}
