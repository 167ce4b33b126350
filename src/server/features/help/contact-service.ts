import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { trustedContacts } from "../../db/schema";
import { badRequest, notFound } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { readPhoneNumber } from "../phone/number";
import { findUser } from "../users/service";
import { type ContactInput, readContact } from "./policy";

// The member's trusted contact (ADR 0045): one row per member, the member's own (no path names a
// member), erased with the account (the row cascades; my-data erases it first).

export type ContactRow = typeof trustedContacts.$inferSelect;

export async function trustedContactOf(db: Db | Tx, userId: string): Promise<ContactRow | null> {
  const [row] = await db.select().from(trustedContacts).where(eq(trustedContacts.userId, userId));
  return row ?? null;
}

export async function myTrustedContact(opts: { db: Db; viewer: Viewer }): Promise<ContactRow | null> {
  return trustedContactOf(opts.db, opts.viewer.userId);
}

/** Saves (or replaces) the contact after every check; bad input changes nothing. */
export async function saveTrustedContact(opts: {
  db: Db;
  viewer: Viewer;
  input: ContactInput;
  countries: readonly string[];
  now: Date;
}): Promise<ContactRow> {
  const { db, viewer, now } = opts;
  const me = await findUser({ db, userId: viewer.userId });
  if (!me || me.deletedAt) throw notFound();
  // The member's own numbers: the verified one and the profile's, read the same way.
  const phones = [me.phoneE164, readOwn(me.mobileNo, opts.countries)].filter((p): p is string => Boolean(p));
  const read = readContact(opts.input, { email: me.email, phones }, opts.countries);
  if (!read.ok) throw badRequest(read.message);
  const values = { name: read.name, phoneE164: read.phoneE164, email: read.email, updatedAt: now };
  const [row] = await db
    .insert(trustedContacts)
    .values({ userId: viewer.userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: trustedContacts.userId, set: values })
    .returning();
  return row!;
}

function readOwn(mobileNo: string, countries: readonly string[]): string | null {
  if (!mobileNo) return null;
  const read = readPhoneNumber(mobileNo, countries);
  return read.ok ? read.e164 : null;
}

/** Removes the contact; removing none answers the same (a second tap changes nothing). */
export async function removeTrustedContact(opts: { db: Db; viewer: Viewer }): Promise<void> {
  await opts.db.delete(trustedContacts).where(eq(trustedContacts.userId, opts.viewer.userId));
}
