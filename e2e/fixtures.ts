import { test as base, expect } from "@playwright/test";
import { freshGroup } from "./api/events";
import { adminSession, type Member, type MemberOverrides, registerMember } from "./api/members";
import { collectErrors, secondMember, signIn } from "./sign-in";

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
  /**
   * A group of two for a chat journey: Rohan hosts an approved experience named `place` and a stamp
   * (signed in on `page`), Meera was accepted to it (signed in on a browser of her own, closed after
   * the journey). Neither page is opened yet.
   */
  groupOfTwo: (place: string) => Promise<GroupOfTwo>;
};

type GroupOfTwo = {
  /** This run's stamp (project and time), to tell its texts from another run's. */
  stamp: string;
  /** The experience's name: the place and the stamp. */
  name: string;
  host: Member;
  seeker: Awaited<ReturnType<typeof secondMember>>;
  eventId: string;
  groupId: string;
  /** The group's thread. */
  path: string;
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
  groupOfTwo: async ({ browser, page, request }, use, testInfo) => {
    const seekers: GroupOfTwo["seeker"][] = [];
    await use(async (place) => {
      const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
      const name = `${place} ${stamp}`;
      const host = await registerMember(request, { name: "Rohan Gupta" });
      await signIn(page, host);
      const seeker = await secondMember(
        browser,
        testInfo,
        await registerMember(request, { name: "Meera Nair" }),
      );
      seekers.push(seeker);
      const { eventId, groupId } = await freshGroup(request, host, seeker.member, { name });
      return { stamp, name, host, seeker, eventId, groupId, path: `/chats/group/${groupId}/${eventId}` };
    });
    // Closing checks her page logged no error; a journey that closed her already closes nothing.
    for (const seeker of seekers) await seeker.close();
  },
});

export { expect };
