import { weekendInIndia } from "../src/shared/weekend";
import HOME_HI from "../src/web/locales/hi/home.json" with { type: "json" };
import { approvedEvent } from "./api/events";
import { type Member, speaks, uniqueTag } from "./api/members";
import { expect, test } from "./fixtures";

// Issue 41 item 2: home shows "This weekend near you", the weekend's listings in the member's city
// with the why-line /events shows, and "See all" opens /events with the weekend's days applied. At
// 390 and 1280 px (@layout), in English and in Hindi. Each run in a city of its own that no other
// journey lists in: the section shows four cards, and the phone and desktop runs share one server.

type NewMember = (overrides?: {
  name?: string;
  city?: string;
  scenePreferences?: string[];
}) => Promise<Member>;

const CITIES: Record<string, string> = {
  "phone en": "Nashik",
  "desktop en": "Kolhapur",
  "phone hi": "Solapur",
  "desktop hi": "Amravati",
};

async function weekendIn(
  city: string,
  request: Parameters<typeof approvedEvent>[0],
  newMember: NewMember,
): Promise<{ names: string[]; member: Member }> {
  const tag = uniqueTag();
  const host = await newMember({ name: `Meera Patil ${tag}`, city });
  // The last quarter hour of the Sunday: still ahead whatever day and hour the suite runs.
  const { to } = weekendInIndia();
  const names = [`Sula vineyard cycle ${tag}`, `Godavari ghat food walk ${tag}`];
  for (const [name, category] of [
    [names[0], "Bike Rides & Road Trips"],
    [names[1], "Food & Coffee Trails"],
  ] as const) {
    await approvedEvent(request, host, {
      name,
      category,
      state: "Maharashtra",
      city,
      fromDate: to,
      toDate: to,
      time: "23:45",
    });
  }
  const member = await newMember({ city, scenePreferences: ["Food Trails & Cafe Hopping"] });
  return { names, member };
}

test("home lists this weekend's plans in the member's city with why, and See all opens the weekend @layout", async ({
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  const city = CITIES[`${testInfo.project.name} en`]!;
  const { names, member } = await weekendIn(city, request, newMember);
  await login({ member });

  // Home's picture is asked for as the page arrives (ADR 0065), and only once: the same file the
  // screen draws.
  const pictures: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") pictures.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  const weekend = page.getByRole("region", { name: "This weekend near you" });
  for (const name of names) {
    const card = weekend.getByRole("listitem").filter({ hasText: name });
    await expect(card).toBeVisible();
    // The why-line /events shows: in the member's own city.
    await expect(card).toContainText(`In ${city}`);
  }
  await expect(page.locator('img[src="/images/home-bg.webp"]')).toHaveJSProperty("complete", true);
  await expect(page.locator('head link[rel="preload"][href="/images/home-bg.webp"]')).toHaveCount(1);
  expect(pictures.filter((picture) => picture === "/images/home-bg.webp")).toHaveLength(1);
  await weekend.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("home-weekend.png"), fullPage: true });

  const { from, to } = weekendInIndia();
  await weekend.getByRole("link", { name: "See all" }).click();
  await expect(page).toHaveURL(`/events?from=${from}&to=${to}&within=city`);
  // The list opens with the weekend's days in its search box, and the same listings.
  await expect(page.getByLabel("From date")).toHaveValue(from);
  await expect(page.getByLabel("To date")).toHaveValue(to);
  const list = page.getByRole("list", { name: "Events" });
  for (const name of names) await expect(list.getByRole("link", { name: new RegExp(name) })).toBeVisible();
});

test.describe("in Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("home says this weekend's plans and why in Hindi @layout", async ({
    page,
    request,
    login,
    newMember,
  }, testInfo) => {
    const city = CITIES[`${testInfo.project.name} hi`]!;
    const { names, member } = await weekendIn(city, request, newMember);
    await speaks(request, member, "hi");
    await login({ member });

    await page.goto("/");
    const weekend = page.getByRole("region", { name: HOME_HI.weekendHeading });
    const card = weekend.getByRole("listitem").filter({ hasText: names[1] ?? "" });
    await expect(card).toContainText(`${city} में`);
    await expect(weekend.getByRole("link", { name: HOME_HI.weekendSeeAll })).toBeVisible();
    await weekend.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("home-weekend-hi.png"), fullPage: true });
  });
});
