import * as events from "../src/shared/endpoints/events";
import EVENT_WORDS from "../src/web/locales/en/event.json" with { type: "json" };
import LISTING_WORDS from "../src/web/locales/en/listings.json" with { type: "json" };
import { callEndpoint } from "./api/client";
import { approvedEvent, getEvent, inDays, joinAndAccept } from "./api/events";
import { uniqueTag } from "./api/members";
import { expect, test } from "./fixtures";

// Issue 41 item 4, a meeting point anyone can find: a host planning from home pastes a maps link and
// sees the point before saving; an accepted member opens it in a maps app (a geo: link too on
// Android: the phone project is a Pixel); a member not accepted gets no point and no link.
// @layout (playwright.config.ts): at 390 px and at 1280 px.

const SHANIWAR_WADA_LINK =
  "https://www.google.com/maps/place/Shaniwar+Wada/@18.5204,73.8567,15z/data=!3m1!4b1!4m6!3m5!1s0x3bc2c06fa5b442ff:0x9df365f5b648bce1!8m2!3d18.5195!4d73.8553";

test("a host pastes a maps link and the listing keeps the point it names @layout", async ({
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  test.slow();
  const name = `Shaniwar Wada heritage walk ${uniqueTag()}`;
  const host = await login({ member: await newMember({ name: "Ira Kulkarni", city: "Pune" }) });
  await page.goto("/listing/input");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByText("City Heritage & Food Walks", { exact: true }).click();
  await page
    .getByLabel("Description")
    .fill("An easy morning walk through the old peth lanes, with poha after.");
  await page.getByLabel("State", { exact: true }).selectOption("Maharashtra");
  await page.getByLabel("City", { exact: true }).selectOption("Pune");
  await page.getByRole("textbox", { name: "Meeting point" }).fill("Shaniwar Wada main gate");
  await page
    .getByRole("textbox", { name: "Address or landmark" })
    .fill("Shaniwar Peth, by the Delhi Darwaza");
  await page.getByRole("textbox", { name: LISTING_WORDS.pinLink }).fill(SHANIWAR_WADA_LINK);
  // The point the link names, shown before saving, with a way to check it.
  await expect(page.getByText("Pinned at 18.5195, 73.8553")).toBeVisible();
  await expect(page.getByRole("link", { name: LISTING_WORDS.pinCheck })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=18.5195%2C73.8553",
  );
  // The pin and what it read in the middle of the screen, above the phone's navigation bar.
  await page.getByText("Pinned at 18.5195, 73.8553").evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: testInfo.outputPath("create-pasted-link.png") });

  await page.getByLabel("From", { exact: true }).fill(inDays(6));
  await page.getByLabel("To", { exact: true }).fill(inDays(6));
  await page.getByLabel("Start time").fill("07:00");
  await page.getByLabel("Total slots").fill("5");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(page).toHaveURL(/\/events$/);

  const mine = await callEndpoint(request, events.createdEvents, { as: host });
  const created = mine.data.find((e) => e.name === name)!;
  expect((await getEvent(request, host, created._id)).meetingPoint).toEqual({
    place: "Shaniwar Wada main gate",
    address: "Shaniwar Peth, by the Delhi Darwaza",
    lat: 18.5195,
    lng: 73.8553,
  });
});

test("an accepted member opens the meeting point in Maps; a member not accepted gets no link @layout", async ({
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  const tag = uniqueTag();
  const host = await newMember({ name: "Ira Kulkarni", city: "Pune" });
  const event = await approvedEvent(request, host, {
    name: `Sinhagad sunrise trek ${tag}`,
    category: "Adventure & Treks",
    state: "Maharashtra",
    city: "Pune",
    fromDate: inDays(5),
    toDate: inDays(5),
    meetingPlace: "Sinhagad trailhead (Atkarwadi)",
    meetingAddress: "Atkarwadi village, by the forest office",
    meetingLink: "https://www.openstreetmap.org/?mlat=18.3663&mlon=73.7554#map=15/18.37/73.76",
  });
  const member = await newMember({ name: "Meera Nair", city: "Pune" });
  await joinAndAccept(request, event._id, host, member);
  await login({ member });

  await page.goto(`/event/${event._id}`);
  await expect(page.getByText("Meeting point: Sinhagad trailhead (Atkarwadi)")).toBeVisible();
  const maps = page.getByRole("link", { name: EVENT_WORDS.openInMaps });
  await expect(maps).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=18.3663%2C73.7554",
  );
  const other = page.getByRole("link", { name: EVENT_WORDS.openInMapApp });
  if (testInfo.project.name === "phone") {
    // The Pixel's Android: every map app the phone has, with the place as the pin's label.
    await expect(other).toHaveAttribute(
      "href",
      "geo:18.3663,73.7554?q=18.3663,73.7554(Sinhagad%20trailhead%20Atkarwadi)",
    );
  } else {
    await expect(other).toHaveCount(0);
  }
  await maps.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: testInfo.outputPath("event-open-in-maps.png") });

  // A member who has only asked: the area, no point in the answer, no link on the page.
  const asking = await newMember({ city: "Pune" });
  await callEndpoint(request, events.joinEvent, { params: { id: event._id }, as: asking, data: {} });
  expect((await getEvent(request, asking, event._id)).meetingPoint).toBeNull();
  await login({ member: asking });
  await page.goto(`/event/${event._id}`);
  await expect(page.getByText(EVENT_WORDS.meetingPointHidden)).toBeVisible();
  await expect(page.getByRole("link", { name: EVENT_WORDS.openInMaps })).toHaveCount(0);
  await expect(page.getByText("Sinhagad trailhead")).toHaveCount(0);
});
