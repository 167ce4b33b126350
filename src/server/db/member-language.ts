import { eq } from "drizzle-orm";
import type { Language } from "../../shared/languages";
import type { Db, Tx } from "./client";
import { users } from "./schema";

// A member's language on the account (ADR 0055), as every feature that writes to a member reads it:
// emails, pushes and the bell are written in it when they are sent. Here, beside the schema, so the
// inbox, email and delivery read it without depending on the users feature (which depends on them).

/** The language a member's emails and pushes are written in; English for a member who is gone. */
export async function languageOf(db: Db | Tx, userId: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? "en";
}
