import { createHash, timingSafeEqual } from "node:crypto";
import { PHONE_CODE_MINUTES, PHONE_CODE_TRIES } from "../../../shared/texts";

// The rules of phone codes (ADR 0041; OWASP ASVS 2.7 and the SMS-pumping advice): small pure
// functions the service applies under its locks.

export const CODE_TTL_MS = PHONE_CODE_MINUTES * 60_000;
export const MAX_TRIES = PHONE_CODE_TRIES;
/** The first resend waits 30 s; each code sent since the day's first doubles the wait. */
export const RESEND_BASE_MS = 30_000;
export const DAY_MS = 24 * 60 * 60_000;
export const HOUR_MS = 60 * 60_000;
/** Codes one number receives in 24 hours, whoever asks (the pumping fraud's target is the number). */
export const CODES_PER_NUMBER_PER_DAY = 5;
/** Codes one member asks for in 24 hours, to any numbers. */
export const CODES_PER_MEMBER_PER_DAY = 8;
/** Codes asked for from one address in an hour: generous, since Indian mobile networks put many phones behind one. */
export const CODES_PER_ADDRESS_PER_HOUR = 30;

/** When the member may ask for another code, given when their codes of the last 24 hours were sent. */
export function resendAt(sentLastDay: readonly Date[]): Date | null {
  if (sentLastDay.length === 0) return null;
  const last = Math.max(...sentLastDay.map((d) => d.getTime()));
  const wait = RESEND_BASE_MS * 2 ** Math.min(sentLastDay.length - 1, 10);
  return new Date(last + wait);
}

export type CodeState = { expiresAt: Date; attempts: number; usedAt: Date | null };

/** What stops a code from being entered, if anything: used, tried too often, or expired (in that order). */
export function codeProblem(code: CodeState, now: Date): "used" | "tooManyTries" | "expired" | null {
  if (code.usedAt) return "used";
  if (code.attempts >= MAX_TRIES) return "tooManyTries";
  if (code.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}

// The code is kept as SHA-256 of the row's id, the number and the code: the id salts it, so one
// table of a million hashes does not read every row. A 6-digit code hashed is still guessable
// offline; what protects it is that it lives 10 minutes and 5 tries.
export const hashCode = (rowId: string, phoneE164: string, code: string) =>
  createHash("sha256").update(`${rowId}:${phoneE164}:${code}`).digest("hex");

export function codeMatches(stored: string, rowId: string, phoneE164: string, code: string): boolean {
  const given = Buffer.from(hashCode(rowId, phoneE164, code), "hex");
  const kept = Buffer.from(stored, "hex");
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export const hashAddress = (address: string) =>
  createHash("sha256").update(`phone-code:${address}`).digest("hex");
