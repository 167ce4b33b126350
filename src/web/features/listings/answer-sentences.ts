import { ATTENDANCE_MESSAGES, COMMON_MESSAGES } from "@shared/texts";
import type { MessageKey, Translate } from "../../lib/i18n";
import type { Sentence } from "./sentences";

// The server's answers to a host's request review and attendance marks, in the member's language:
// by the code the server sends beside its English (ADR 0056), else by that English (a message the
// screen itself holds, as "Attendance saved." when the server says nothing). Apart from the create
// form's sentences (sentences.ts) so that the form's chunk carries none of these.

// The refusals of an answer come from the server only, always with their code: they are known by
// it alone, so these screens do not load the shared sentences of every event rule for them (the
// guard test, scripts/catalogue-check.test.ts, holds their English to REQUEST_MESSAGES).
const BY_CODE: Record<string, MessageKey<"listings">> = {
  "request.notPending": "requestNotPending",
  "request.noSuchRequest": "requestNotFound",
  "request.full": "requestFull",
  "request.over": "requestOver",
  "request.notOpen": "requestNotOpen",
};

const KNOWN: Record<string, { english: string; key: MessageKey<"listings"> }> = {
  "attendance.marked": { english: ATTENDANCE_MESSAGES.marked, key: "attendanceSaved" },
  "attendance.notEnded": { english: ATTENDANCE_MESSAGES.notEnded, key: "beforeNote" },
  "attendance.closed": { english: ATTENDANCE_MESSAGES.closed, key: "attendanceClosed" },
  "attendance.notListed": { english: ATTENDANCE_MESSAGES.notListed, key: "attendanceNotListed" },
  "attendance.notAccepted": { english: ATTENDANCE_MESSAGES.notAccepted, key: "attendanceNotAccepted" },
  "attendance.tooMany": { english: ATTENDANCE_MESSAGES.tooMany, key: "attendanceTooMany" },
  tooManyRequests: { english: COMMON_MESSAGES.tooManyRequests, key: "problemTooManyRequests" },
  tryAgain: { english: COMMON_MESSAGES.tryAgain, key: "somethingWrong" },
};

const codeOfEnglish = new Map(Object.entries(KNOWN).map(([code, { english }]) => [english, code]));

/** The server's answer in the member's language: by its code, else by its English; else as it came. */
export function answerIn(t: Translate<"listings">, sentence: Sentence): string {
  const code = sentence.code ?? codeOfEnglish.get(sentence.message);
  const key = code === undefined ? undefined : (KNOWN[code]?.key ?? BY_CODE[code]);
  return key ? t(key) : sentence.message;
}

/** Every answer the table knows, with its code (the tests hold the catalogue's English to them). */
export function knownAnswers(): Array<{ code: string; english: string }> {
  return Object.entries(KNOWN).map(([code, { english }]) => ({ code, english }));
}
