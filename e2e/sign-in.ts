import { type Browser, expect, type Page, type TestInfo } from "@playwright/test";
import type { Member } from "./api/members";

/** Signs `page` in as `member` the way the app keeps a session: the token in localStorage before load. */
export async function signIn(page: Page, member: Member): Promise<void> {
  await page.addInitScript(
    ([accessToken, userId]) => {
      localStorage.setItem("accessToken", accessToken!);
      localStorage.setItem("userID", userId!);
      localStorage.setItem("authToken", userId!);
    },
    [member.accessToken, member.userId],
  );
}

/** Collects console errors and uncaught exceptions of `page`: every journey expects none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    // A failed load names no address in its text; the location does, so a failure says what failed.
    const url = msg.location().url;
    errors.push(/^Failed to load resource/.test(msg.text()) && url ? `${msg.text()} (${url})` : msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/**
 * A second member signed in in a browser context of its own, sized like the test's project; closing
 * it fails the test on any console error in its page.
 */
export async function secondMember(browser: Browser, testInfo: TestInfo, member: Member) {
  const { viewport, baseURL, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    baseURL,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signIn(page, member);
  return {
    page,
    member,
    async close() {
      await context.close();
      expect(errors, `console errors in ${member.name}'s page`).toEqual([]);
    },
  };
}
