import { appNameFrom } from "../src/shared/app-name";
import { approvedEvent, createEvent } from "./api/events";
import { uniqueTag } from "./api/members";
import { expect, test } from "./fixtures";

// The name the server and the build were given (APP_NAME), as they read it.
const APP_NAME = appNameFrom(process.env.APP_NAME);

// Issue 27 item 5, "A link worth sharing": an experience's own address carries its card for chat
// apps, and opened signed out it leads through sign-in to the experience.

/** The content of `<meta property|name="key">` in a page's HTML. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

test("a shared link carries the experience's card and leads a signed-out visitor through sign-in to it", async ({
  page,
  request,
  newMember,
  baseURL,
}) => {
  const host = await newMember({ name: `Kavya Iyer ${uniqueTag()}` });
  const name = `Cubbon Park sunrise walk ${uniqueTag()}`;
  const event = await approvedEvent(request, host, { name, city: "Bengaluru", state: "Karnataka" });
  const link = `/event/${event._id}`;

  // What WhatsApp or Telegram reads: the page's HTML, no script run.
  const shared = await request.get(link);
  expect(shared.status()).toBe(200);
  const html = await shared.text();
  expect(meta(html, "og:title")).toBe(name);
  expect(meta(html, "og:description")).toMatch(/^\w{3} \d{1,2} \w{3} · Bengaluru, Karnataka$/);
  expect(meta(html, "og:image")).toMatch(new RegExp(`^${baseURL}/images/categories/food-coffee-\\d\\.webp$`));
  expect(meta(html, "og:url")).toBe(`${baseURL}${link}`);
  expect(meta(html, "og:type")).toBe("website");
  expect(meta(html, "twitter:card")).toBe("summary_large_image");
  expect(html).toContain('<div id="root"></div>');

  // A listing not yet approved shows the app's generic card, and still the app.
  const pending = await createEvent(request, host, { name: `Secret pending walk ${uniqueTag()}` });
  const generic = await (await request.get(`/event/${pending}`)).text();
  expect(meta(generic, "og:title")).toBe(APP_NAME);
  expect(meta(generic, "twitter:card")).toBe("summary");
  expect(generic).not.toContain("Secret pending walk");

  // A fresh browser, signed out: the guard sends to sign in, which says where the link leads.
  const guest = await newMember({ name: `Aarav Menon ${uniqueTag()}` });
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/signin\\?next=%2Fevent%2F${event._id}$`));
  const invitation = page.getByRole("region", { name });
  await expect(invitation).toBeVisible();
  await expect(invitation).toContainText("You're invited to");
  await expect(invitation).toContainText("Bengaluru, Karnataka");

  // Signing in with the development issuer's account chooser lands on the experience.
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Choose an account" })).toBeVisible();
  await popup.getByRole("button", { name: new RegExp(guest.name) }).click();
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Its Share button: no share sheet in this browser, so the link is copied.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.evaluate(() =>
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true }),
  );
  await page.getByRole("button", { name: `Share ${name}` }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${link}`);
});
