// The event page's words as the English catalogue holds them (issue 40).
import EVENT_WORDS from "../src/web/locales/en/event.json" with { type: "json" };
import { approvedEvent, inDays } from "./api/events";
import { uniqueTag } from "./api/members";
import { expect, test } from "./fixtures";

// The discovery bar's button, in the events catalogue's English (src/web/locales/en/events.json).
const NEAR_ME = "Near me";

// Issue 27 items 1 to 3 (the phone project is 390 px wide): a Pune member's For you opens on an
// experience in Pune with why; "Near me" with a granted (emulated) location ranks from where the phone
// is; before the host accepts, the event page shows the area, not the meeting point.

test("a Pune member's list opens in Pune with its reason, and Near me ranks from the phone's place", async ({
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  const tag = uniqueTag();
  const host = await newMember({ name: `Ira Kulkarni ${tag}`, city: "Pune" });
  await approvedEvent(request, host, {
    name: `Koregaon cafe crawl ${tag}`,
    category: "Food & Coffee Trails",
    state: "Maharashtra",
    city: "Pune",
    fromDate: inDays(4),
    toDate: inDays(4),
    meetingPlace: "Blue Tokai, Koregaon Park",
    meetingAddress: "Lane 7, opposite the Osho garden gate",
  });
  await approvedEvent(request, host, {
    name: `Chandni Chowk food walk ${tag}`,
    category: "City Heritage & Food Walks",
    state: "Delhi",
    city: "New Delhi",
    fromDate: inDays(3),
    toDate: inDays(3),
  });
  const member = await newMember({ city: "Pune", scenePreferences: ["Food Trails & Cafe Hopping"] });
  await login({ member });

  // What the cold visit asks for: the list (its page starts the read as it arrives and the screen
  // takes that answer, ADR 0065) and the pictures (the first card's asked for early, the same file).
  const listReads: string[] = [];
  const pictures: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/events") listReads.push(url.search);
    if (request.resourceType() === "image") pictures.push(url.pathname);
  });
  await page.goto("/events");
  const cards = page.getByRole("list", { name: "Events" }).getByRole("listitem");
  const first = cards.first();
  await expect(first).toContainText("Pune, Maharashtra");
  await expect(first).toContainText(/In Pune · You like (Food & Coffee Trails|City Heritage & Food Walks)/);
  const picture = first.locator("img").first();
  await expect(picture).toHaveJSProperty("complete", true);
  // The page's own script asked for the first card's picture once the list named it: the same file.
  const asked = await page.evaluate(() =>
    document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute("href"),
  );
  expect(asked).toBe(await picture.getAttribute("src"));
  expect(listReads).toEqual(["?limit=12"]);
  expect(pictures.filter((picture, at) => pictures.indexOf(picture) !== at)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("for-you.png"), fullPage: false });

  // The phone says it is in Delhi: Near me ranks from there and says how far.
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: 28.6129, longitude: 77.2295 });
  await page.getByRole("button", { name: NEAR_ME, exact: true }).click();
  await expect(page.getByRole("button", { name: NEAR_ME, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(first).toContainText("New Delhi, Delhi");
  await expect(first).toContainText(/(Under 1 km|\d+ km) · /);
  await page.screenshot({ path: testInfo.outputPath("near-me.png"), fullPage: false });

  // The area only, until the host accepts: the exact point stays with the group.
  await page.goto("/events?sort=soonest&within=city");
  await page.getByRole("link", { name: new RegExp(`Koregaon cafe crawl ${tag}`) }).click();
  await expect(page.getByText(EVENT_WORDS.meetingPointHidden)).toBeVisible();
  await expect(page.getByText("Blue Tokai, Koregaon Park")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("event-area-only.png"), fullPage: true });
});
