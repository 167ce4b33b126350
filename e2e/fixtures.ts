import { test as base, expect } from "@playwright/test";
import { adminSession, type Member, type MemberOverrides, registerMember } from "./api/members";
import { collectErrors, signIn } from "./sign-in";

export type { Member, MemberOverrides };

type LoginOptions = {
  /** "admin" signs in the e2e admin (ADMIN_EMAILS in playwright.config.ts); default a fresh member. */
  role?: "member" | "admin";
  /** Sign in this member instead of a fresh one (one made with `newMember(overrides)`). */
  member?: Member;
};

type Fixtures = {
  consoleErrors: string[];
  /** Registers a fresh member through the real API (development issuer, then onboarding). */
  newMember: (overrides?: MemberOverrides) => Promise<Member>;
  /** Signs the page in (the token stored before the app loads) and returns who it is. */
  login: (options?: LoginOptions) => Promise<Member>;
};

// Journeys make their own members, events and chats (as epic-stack's fixtures make their own users),
// so they run on an empty database and never meet the other screen size's run.
export const test = base.extend<Fixtures>({
  // Every journey fails on a console error or an uncaught exception in the page.
  consoleErrors: [
    async ({ page }, use) => {
      const errors = collectErrors(page);
      await use(errors);
      expect(errors, "console errors in the page").toEqual([]);
    },
    { auto: true },
  ],
  newMember: async ({ request }, use) => {
    await use((overrides) => registerMember(request, overrides));
  },
  login: async ({ page, request }, use) => {
    await use(async ({ role = "member", member } = {}) => {
      const session =
        member ?? (role === "admin" ? await adminSession(request) : await registerMember(request));
      await signIn(page, session);
      return session;
    });
  },
});

export { expect };
