import type { Page } from "@playwright/test";
import { appNameFrom } from "../src/shared/app-name";
import * as chat from "../src/shared/endpoints/chat";
import * as events from "../src/shared/endpoints/events";
import { avatarPng } from "./api/avatar";
import { callEndpoint } from "./api/client";
import { approvedEvent } from "./api/events";
import { registerMember, uniqueTag } from "./api/members";
import { expect, test } from "./fixtures";

// The name the server and the build were given (APP_NAME), as they read it.
const APP_NAME = appNameFrom(process.env.APP_NAME);

// Issue 40: a member whose browser speaks Hindi signs in, onboards and finds experiences entirely in
// Hindi (the screens' words, the development sign-in chooser, dates and counts), then switches to
// English in the profile and every screen switches at once. Their English values still reach the
// server (the quiz's answers are the SPEC's English), which the profile's answers show in English.
test.use({ locale: "hi-IN" });

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
const button = (page: Page, name: string | RegExp) =>
  page.getByRole("button", typeof name === "string" ? { name, exact: true } : { name });

test("a Hindi member signs in, onboards and finds experiences in Hindi, then switches to English", async ({
  page,
  request,
}) => {
  // A listing in the member's city for the list to show.
  const host = await registerMember(request, { name: "Rohan Gupta" });
  const tag = uniqueTag();
  const name = `Sinhagad sunrise trek ${tag}`;
  const event = await approvedEvent(request, host, {
    name,
    category: "Adventure & Treks",
    city: "Pune",
    state: "Maharashtra",
  });

  await page.goto("/signin");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  const popupOpened = page.waitForEvent("popup");
  await button(page, "Google से साइन इन करें").click();
  const popup = await popupOpened;
  // The development identity provider's chooser in the screens' language (ui_locales).
  await expect(popup.getByRole("heading", { name: "कोई दूसरा खाता इस्तेमाल करें" })).toBeVisible();
  await popup.getByLabel("ईमेल").fill(`hindi-${uniqueTag()}@example.com`);
  await popup.getByLabel("नाम").fill("Ananya Joshi");
  await popup.getByRole("button", { name: "आगे बढ़ें", exact: true }).click();

  // The ten steps, in Hindi.
  await expect(heading(page, "आपका मोबाइल नंबर क्या है?")).toBeVisible();
  await expect(page).toHaveTitle(`आपका मोबाइल नंबर क्या है? · ${APP_NAME}`);
  await button(page, "आगे बढ़ें").click();
  await expect(page.getByRole("alert")).toHaveText("फ़ोन नंबर डालना ज़रूरी है");
  await page.getByLabel("फ़ोन नंबर").fill("9876543210");
  await button(page, "आगे बढ़ें").click();

  await expect(heading(page, "अपने बारे में बताइए")).toBeVisible();
  await expect(page.getByLabel("नाम", { exact: true })).toHaveValue("Ananya Joshi");
  await page.getByLabel("शहर").fill("Pune");
  await page.getByLabel("जन्म की तारीख़").fill("1995-03-14");
  await button(page, "महिला").click();
  await page
    .getByLabel("प्रोफ़ाइल फ़ोटो", { exact: true })
    .setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: await avatarPng() });
  await expect(page.getByRole("img", { name: "आपकी प्रोफ़ाइल फ़ोटो" })).toBeVisible();
  await button(page, "आगे बढ़ें").click();

  await expect(heading(page, "आपको कैसा सीन पसंद है?")).toBeVisible();
  await button(page, /कुदरत की सैर और हाइक/).click();
  await button(page, "आगे बढ़ें").click();
  await expect(heading(page, "अपना पसंदीदा सीन चुनें")).toBeVisible();
  await button(page, /अचानक बनी 2 दिन की पहाड़ों की ट्रिप/).click();
  await button(page, "आगे बढ़ें").click();
  await expect(heading(page, "आपकी एनर्जी कैसी है?")).toBeVisible();
  await button(page, /बैलेंस्ड और लचीला/).click();
  await button(page, "आगे बढ़ें").click();
  await expect(heading(page, "आपकी किससे जमती है?")).toBeVisible();
  await button(page, /मेरी लगभग सबसे जम जाती है/).click();
  await button(page, "आगे बढ़ें").click();
  await expect(heading(page, "आख़िरी मिनट पर प्लान बदल गया। आप…")).toBeVisible();
  await button(page, /चलता है, मिलकर देख लेंगे/).click();
  await button(page, "आगे बढ़ें").click();
  await expect(heading(page, "आप यहाँ किसलिए आए हैं?")).toBeVisible();
  await button(page, /अपने जैसे दोस्त बनाना/).click();
  await button(page, "आगे बढ़ें").click();
  await expect(heading(page, "क्या आप अपनी प्रोफ़ाइल वेरिफ़ाई करना चाहेंगे?")).toBeVisible();
  await button(page, /ज़रूरत नहीं, मुझे अच्छी वाइब्स पर भरोसा है/).click();

  // Home, in Hindi.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(heading(page, "इस वीकेंड कहाँ चलें?")).toBeVisible();
  await page.getByRole("link", { name: /आपके लिए इवेंट/ }).click();
  await expect(heading(page, "आपके लिए चुने गए इवेंट")).toBeVisible();
  // Other journeys list experiences on the same server: this one is found by its own word.
  await page.goto(`/events?q=${tag}`);

  // The list in Hindi: the card's category, seats and why-line (the server's parts, in Hindi).
  const list = page.getByRole("list", { name: "इवेंट" });
  const card = list.getByRole("link").filter({ hasText: name });
  await expect(card).toContainText("एडवेंचर और ट्रेक");
  await expect(card).toContainText(/सीटें खाली|सीट खाली/);
  await expect(card).toContainText("Pune में");

  // Joins from the event page, in Hindi; the host accepts; the group chat is in Hindi too.
  await card.click();
  await expect(heading(page, name)).toBeVisible();
  await button(page, "जुड़ने की रिक्वेस्ट भेजें").click();
  await expect(button(page, "रिक्वेस्ट भेज दी गई")).toBeVisible();
  const me = await page.evaluate(() => ({
    accessToken: localStorage.getItem("accessToken")!,
    userId: localStorage.getItem("userID")!,
  }));
  await callEndpoint(request, events.approveRequest, {
    params: { eventId: event._id, userId: me.userId },
    as: host,
  });
  const groups = await callEndpoint(request, chat.myGroups, { as: me });
  const group = groups.data.find((g) => g.eventId._id === event._id)!;
  await page.goto(`/chats/group/${group._id}/${event._id}`);
  await page.getByRole("textbox", { name: "मैसेज" }).fill("नमस्ते! सुबह 5 बजे मिलते हैं।");
  await button(page, "भेजें").click();
  await expect(page.getByText("नमस्ते! सुबह 5 बजे मिलते हैं।")).toBeVisible();

  // English in the profile: every screen at once, the list included.
  await page.goto("/profile");
  await page.getByRole("group", { name: "भाषा" }).getByText("English").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.goto(`/events?q=${tag}`);
  const english = page.getByRole("list", { name: "Events" }).getByRole("link").filter({ hasText: name });
  await expect(english).toContainText("Adventure & Treks");
  await expect(english).toContainText("In Pune");
});
