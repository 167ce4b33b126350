import { randomInt, randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { PHONE_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { phoneCodes } from "../../db/schema";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors";
import { appName } from "../../platform/i18n/words";
import { type Valued, valued } from "../../platform/message-codes";
import type { SmsSender } from "../../platform/sms";
import type { Viewer } from "../auth/session-service";
import { numberVerifiedByAnother, phoneOf, setVerifiedPhone } from "../users/service";
import { readPhoneNumber } from "./number";
import {
  CODE_TTL_MS,
  CODES_PER_ADDRESS_PER_HOUR,
  CODES_PER_MEMBER_PER_DAY,
  CODES_PER_NUMBER_PER_DAY,
  codeMatches,
  codeProblem,
  DAY_MS,
  HOUR_MS,
  hashAddress,
  hashCode,
  MAX_TRIES,
  resendAt,
} from "./policy";

// A phone verified by a code sent by SMS (issue 38, ADR 0041). The member's own phone only: every
// use case takes the viewer and no member id.

const tooMany = (message: string | Valued) => new AppError(429, message);

export type PhoneStatus = {
  mobileNo: string;
  phoneVerified: boolean;
  pending: { to: string; expiresAt: Date; resendAt: Date; triesLeft: number } | null;
  available: boolean;
};

type CodeRow = typeof phoneCodes.$inferSelect;

// The member's codes of the last day, newest first (the resend wait and their budget read them).
async function codesOfLastDay(db: Db | Tx, userId: string, now: Date): Promise<CodeRow[]> {
  return db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), gt(phoneCodes.createdAt, new Date(now.getTime() - DAY_MS))))
    .orderBy(desc(phoneCodes.createdAt));
}

/** The member's phone check and the code waiting to be entered. */
export async function phoneStatus(opts: {
  db: Db | Tx;
  viewer: Viewer;
  sms: SmsSender;
  now: Date;
}): Promise<PhoneStatus> {
  const { db, viewer, now } = opts;
  const phone = await phoneOf({ db, userId: viewer.userId });
  if (!phone) throw notFound();
  const codes = await codesOfLastDay(db, viewer.userId, now);
  const latest = codes.find((c) => !c.endedAt);
  const open = latest && !codeProblem(latest, now) ? latest : undefined;
  return {
    mobileNo: phone.mobileNo,
    phoneVerified: phone.phoneVerified,
    pending: open
      ? {
          to: open.phoneE164,
          expiresAt: open.expiresAt,
          resendAt: resendAt(codes.map((c) => c.createdAt)) ?? now,
          triesLeft: MAX_TRIES - open.attempts,
        }
      : null,
    available: opts.sms.available,
  };
}

// One transaction at a time per member and per number: the resend wait and the budgets are read
// and the new code written under both locks, taken in one round trip, the member's first (a select
// list is evaluated left to right), so two locks never cross.
async function lockMemberAndNumber(tx: Tx, userId: string, phoneE164: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`phone-member:${userId}`})), pg_advisory_xact_lock(hashtext(${`phone-number:${phoneE164}`}))`,
  );
}

// The number's codes of the last day and the address's of the last hour, in one round trip: every
// statement inside the transaction holds a pooled connection while the SMS waits for the commit.
async function codesToNumberAndFromAddress(
  tx: Tx,
  opts: { phoneE164: string; addressHash: string; now: Date },
): Promise<{ toNumber: number; fromAddress: number }> {
  const dayAgo = new Date(opts.now.getTime() - DAY_MS);
  const hourAgo = new Date(opts.now.getTime() - HOUR_MS);
  const [row] = await tx
    .select({
      toNumber: sql<number>`count(*) filter (where ${phoneCodes.phoneE164} = ${opts.phoneE164} and ${phoneCodes.createdAt} > ${dayAgo})::int`,
      fromAddress: sql<number>`count(*) filter (where ${phoneCodes.addressHash} = ${opts.addressHash} and ${phoneCodes.createdAt} > ${hourAgo})::int`,
    })
    .from(phoneCodes)
    .where(
      or(
        and(eq(phoneCodes.phoneE164, opts.phoneE164), gt(phoneCodes.createdAt, dayAgo)),
        and(eq(phoneCodes.addressHash, opts.addressHash), gt(phoneCodes.createdAt, hourAgo)),
      ),
    );
  return { toNumber: Number(row?.toNumber ?? 0), fromAddress: Number(row?.fromAddress ?? 0) };
}

/**
 * Sends a new code to the number, after every rule: a mobile number of a served country, not
 * verified by another account (banned ones included), not already the member's verified number, the
 * resend wait over, and the number's, member's and address's budgets not spent. The code before it
 * stops working. The SMS leaves after the commit (never inside the transaction, whose connection it
 * would hold); when the provider refuses, the code is withdrawn and the member told to try again.
 */
export async function requestPhoneCode(opts: {
  db: Db;
  sms: SmsSender;
  countries: readonly string[];
  viewer: Viewer;
  mobileNo: string;
  address: string;
  now: Date;
  onSendFailed?: (error: unknown) => void;
}): Promise<PhoneStatus> {
  const { db, sms, viewer, now } = opts;
  if (!sms.available) throw new AppError(503, PHONE_MESSAGES.unavailable);
  const read = readPhoneNumber(opts.mobileNo, opts.countries);
  if (!read.ok)
    throw badRequest(
      read.reason === "country" ? PHONE_MESSAGES.countryNotServed : PHONE_MESSAGES.invalidNumber,
    );
  const addressHash = hashAddress(opts.address);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const rowId = randomUUID();
  const refusal = await db.transaction(async (tx) => {
    await lockMemberAndNumber(tx, viewer.userId, read.e164);
    const phone = await phoneOf({ db: tx, userId: viewer.userId });
    if (!phone) return notFound();
    if (phone.phoneVerified && phone.phoneE164 === read.e164) return conflict(PHONE_MESSAGES.alreadyVerified);
    if (await numberVerifiedByAnother({ db: tx, phoneE164: read.e164, userId: viewer.userId }))
      return conflict(PHONE_MESSAGES.inUse);
    const mine = await codesOfLastDay(tx, viewer.userId, now);
    const next = resendAt(mine.map((c) => c.createdAt));
    if (mine.length >= CODES_PER_MEMBER_PER_DAY) return tooMany(PHONE_MESSAGES.memberLimit);
    if (next && next.getTime() > now.getTime())
      return tooMany(
        valued(PHONE_MESSAGES.wait, { seconds: Math.ceil((next.getTime() - now.getTime()) / 1000) }),
      );
    const budgets = await codesToNumberAndFromAddress(tx, { phoneE164: read.e164, addressHash, now });
    if (budgets.toNumber >= CODES_PER_NUMBER_PER_DAY) return tooMany(PHONE_MESSAGES.numberLimit);
    if (budgets.fromAddress >= CODES_PER_ADDRESS_PER_HOUR) return tooMany(PHONE_MESSAGES.addressLimit);
    await tx
      .update(phoneCodes)
      .set({ endedAt: now })
      .where(and(eq(phoneCodes.userId, viewer.userId), isNull(phoneCodes.endedAt)));
    await tx.insert(phoneCodes).values({
      id: rowId,
      userId: viewer.userId,
      phoneE164: read.e164,
      codeHash: hashCode(rowId, read.e164, code),
      addressHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return null;
  });
  if (refusal) throw refusal;
  try {
    await sms.send({ to: read.e164, body: PHONE_MESSAGES.sms(code, appName()) });
  } catch (error) {
    opts.onSendFailed?.(error);
    await db.delete(phoneCodes).where(eq(phoneCodes.id, rowId));
    throw new AppError(503, PHONE_MESSAGES.sendFailed);
  }
  return phoneStatus({ db, viewer, sms, now });
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * Checks the code against the member's newest one, under its row lock (two tries at once count
 * twice). Right: the number becomes the member's verified mobile number and the code is used up;
 * another account that verified the number first wins (the unique index decides a race). Wrong: one
 * try fewer, and the fifth wrong try ends the code.
 */
export async function verifyPhoneCode(opts: {
  db: Db;
  sms: SmsSender;
  viewer: Viewer;
  code: string;
  now: Date;
}): Promise<PhoneStatus> {
  const { db, viewer, now } = opts;
  let refusal: AppError | null;
  try {
    refusal = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(phoneCodes)
        .where(and(eq(phoneCodes.userId, viewer.userId), isNull(phoneCodes.endedAt)))
        .orderBy(desc(phoneCodes.createdAt))
        .limit(1)
        .for("update");
      if (!row) return badRequest(PHONE_MESSAGES.noCode);
      const problem = codeProblem(row, now);
      if (problem === "used") return conflict(PHONE_MESSAGES.used);
      if (problem === "tooManyTries") return tooMany(PHONE_MESSAGES.tooManyTries);
      if (problem === "expired") return badRequest(PHONE_MESSAGES.expired);
      if (!codeMatches(row.codeHash, row.id, row.phoneE164, opts.code)) {
        const attempts = row.attempts + 1;
        await tx.update(phoneCodes).set({ attempts }).where(eq(phoneCodes.id, row.id));
        return attempts >= MAX_TRIES
          ? tooMany(PHONE_MESSAGES.tooManyTries)
          : badRequest(valued(PHONE_MESSAGES.wrongCode, { left: MAX_TRIES - attempts }));
      }
      if (await numberVerifiedByAnother({ db: tx, phoneE164: row.phoneE164, userId: viewer.userId })) {
        await tx.update(phoneCodes).set({ endedAt: now }).where(eq(phoneCodes.id, row.id));
        return conflict(PHONE_MESSAGES.inUse);
      }
      await tx.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, row.id));
      const read = row.phoneE164.startsWith("+91") ? row.phoneE164.slice(3) : row.phoneE164;
      await setVerifiedPhone({ tx, userId: viewer.userId, phoneE164: row.phoneE164, mobileNo: read, now });
      return null;
    });
  } catch (error) {
    // Another account's verification of the same number committed first.
    if (isUniqueViolation(error)) throw conflict(PHONE_MESSAGES.inUse);
    throw error;
  }
  if (refusal) throw refusal;
  return phoneStatus({ db, viewer, sms: opts.sms, now });
}
