import { eq } from "drizzle-orm";
import type { Language } from "../../../shared/languages";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

// A member's language on the account (ADR 0055). The web follows it once signed in; emails and
// pushes are written in it when they are sent, so a change reaches the next one.

/** Saves the member's language (already checked by the contract); answers what is stored now. */
export async function saveLanguage(opts: {
  db: Db;
  userId: string;
  language: Language;
}): Promise<{ language: Language }> {
  const [row] = await opts.db
    .update(users)
    .set({ language: opts.language })
    .where(eq(users.id, opts.userId))
    .returning({ language: users.language });
  // The session names a member who exists (the guard checked it), so a row is always there.
  return { language: row?.language ?? opts.language };
}
