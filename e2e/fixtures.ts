import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

export const DEMO_MEMBER = "aarav@demo.meetup";
export const DEMO_ADMIN = "admin@demo.meetup";

// Every journey fails on a console error or an uncaught exception in the page.
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

// Signs a registered account in the way a script may: an ID token from the development issuer,
// exchanged at /api/users/login, stored where the app keeps it.
export async function apiLogin(request: APIRequestContext, email: string) {
  const token = await request.post("/dev-idp/token", { data: { email } });
  expect(token.ok()).toBe(true);
  const { idToken } = await token.json();
  const login = await request.post("/api/users/login", { data: { firebaseToken: idToken } });
  expect(login.ok()).toBe(true);
  const { data } = await login.json();
  return { accessToken: data.accessToken as string, userId: data.user._id as string };
}

export async function loginAs(page: Page, request: APIRequestContext, email: string) {
  const session = await apiLogin(request, email);
  await page.addInitScript(
    ([accessToken, userId]) => {
      localStorage.setItem("accessToken", accessToken!);
      localStorage.setItem("userID", userId!);
      localStorage.setItem("authToken", userId!);
    },
    [session.accessToken, session.userId],
  );
  return session;
}
