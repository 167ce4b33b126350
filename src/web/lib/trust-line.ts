import type { Verification } from "@shared/contracts/person";
import { isVerified, nextVerificationStep } from "@shared/trust-rules";
import { TEXTS, VERIFICATION_TEXTS } from "./texts";

/**
 * The SPEC's trust line (ADR 0047): "Verified user" only once the phone and the photo are checked;
 * a member who chose "Yes, I'd feel safer" and has not finished reads "Verification in progress"
 * and their next step; one who chose not to reads "Not necessary, I trust good vibes".
 */
export function trustLine(member: Verification & { trustVerification: boolean }): {
  text: string;
  tone: "verified" | "progress" | "none";
  next: { label: string; note: string; to: string } | null;
} {
  if (isVerified(member)) return { text: TEXTS.verifiedUser, tone: "verified", next: null };
  if (!member.trustVerification) return { text: TEXTS.trustGoodVibes, tone: "none", next: null };
  const step = nextVerificationStep(member);
  const next =
    step === "phone"
      ? { label: VERIFICATION_TEXTS.verifyPhone, note: VERIFICATION_TEXTS.nextPhone, to: "/profile/phone" }
      : { label: VERIFICATION_TEXTS.verifyPhoto, note: VERIFICATION_TEXTS.nextPhoto, to: "/profile/photo" };
  return { text: VERIFICATION_TEXTS.inProgress, tone: "progress", next };
}
