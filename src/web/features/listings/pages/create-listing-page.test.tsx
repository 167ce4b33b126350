import { createEvent } from "@shared/endpoints/events";
import { listLocations } from "@shared/endpoints/locations";
import { todayInIndia } from "@shared/event-rules";
import { EVENT_MESSAGES, MESSAGES } from "@shared/texts";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { type Call, fail, keyOf, ok } from "../../../test/api-stub";
import { LOCATIONS, renderListings, signIn, stubApi } from "../test/fixtures";

const NEXT_WEEK = todayInIndia(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
const DESCRIPTION = "An early ride to Nandi Hills for sunrise, breakfast on the way back.";

let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  signIn();
  alertSpy = vi.spyOn(window, "alert").mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => "blob:cover");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function setup(answers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({ [keyOf(listLocations)]: ok(listLocations, LOCATIONS), ...answers });
  const view = renderListings("/listing/input");
  return { calls, ...view, user: userEvent.setup() };
}

const submit = () => screen.getByRole("button", { name: "Send for approval" });
const stateSelect = () => screen.getByRole("combobox", { name: "State" });
const citySelect = () => screen.getByRole("combobox", { name: "City" });

type User = ReturnType<typeof userEvent.setup>;

/** Sends the form and expects it refused with `message` in the red box, nothing sent. */
async function submitRefused(user: User, calls: Call[], message: string) {
  await user.click(submit());
  expect(screen.getByRole("alert")).toHaveTextContent(message);
  expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
}

async function fillValidForm(user: User) {
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Nandi Hills sunrise ride");
  await user.click(screen.getByRole("radio", { name: "Bike Rides & Road Trips" }));
  await user.type(screen.getByRole("textbox", { name: "Description" }), DESCRIPTION);
  await screen.findByRole("option", { name: "Karnataka" });
  await user.selectOptions(stateSelect(), "Karnataka");
  await user.selectOptions(citySelect(), "Bengaluru");
  await user.type(screen.getByRole("textbox", { name: "Meeting point" }), "Hebbal flyover CCD");
  await user.type(screen.getByRole("textbox", { name: "Address or landmark" }), "Outer Ring Road, Hebbal");
  fireEvent.change(screen.getByLabelText("From"), { target: { value: NEXT_WEEK } });
  fireEvent.change(screen.getByLabelText("To"), { target: { value: NEXT_WEEK } });
  fireEvent.change(screen.getByLabelText("Start time"), { target: { value: "04:30" } });
  await user.type(screen.getByRole("spinbutton", { name: "Total slots" }), "6");
}

describe("/listing/input", () => {
  it("offers the 15 categories as single choices; Other asks for the scene's name", async () => {
    const { user } = setup();
    const group = screen.getByRole("radiogroup", { name: "Category" });
    expect(within(group).getAllByRole("radio")).toHaveLength(15);
    expect(screen.queryByRole("textbox", { name: "Name your scene" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Create Your Own Scene (Other)" }));
    expect(screen.getByRole("textbox", { name: "Name your scene" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Weekend Getaways" }));
    expect(screen.getByRole("radio", { name: "Weekend Getaways" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Create Your Own Scene (Other)" })).not.toBeChecked();
    expect(screen.queryByRole("textbox", { name: "Name your scene" })).not.toBeInTheDocument();
  });

  it("reads a pasted maps link into the pin it names, and says why a short link or a bare place cannot be", async () => {
    setup();
    const pin = screen.getByRole("textbox", { name: "Map pin" });
    expect(screen.getByRole("button", { name: "Pin where I am now" })).toBeInTheDocument();
    fireEvent.change(pin, {
      target: {
        value:
          "https://www.google.com/maps/place/Hebbal/@13.03,77.59,15z/data=!3m1!4b1!8m2!3d13.0358!4d77.597",
      },
    });
    expect(screen.getByText("Pinned at 13.0358, 77.597")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Check it on the map" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=13.0358%2C77.597",
    );
    // A link fills the pin: the phone's location is not offered beside it.
    expect(screen.queryByRole("button", { name: "Pin where I am now" })).not.toBeInTheDocument();
    fireEvent.change(pin, { target: { value: "https://maps.app.goo.gl/Xk3rT9yPqL2" } });
    expect(screen.getByText(EVENT_MESSAGES.meetingLinkShort)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Check it on the map" })).not.toBeInTheDocument();
    fireEvent.change(pin, { target: { value: "Hebbal flyover" } });
    expect(screen.getByText(EVENT_MESSAGES.meetingLinkNoPoint)).toBeInTheDocument();
    fireEvent.change(pin, { target: { value: "51.5074, -0.1278" } });
    expect(screen.getByText(EVENT_MESSAGES.meetingPinInvalid)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Remove pin" }));
    expect(pin).toHaveValue("");
    expect(screen.getByRole("button", { name: "Pin where I am now" })).toBeInTheDocument();
  });

  it("keeps the city disabled until a state is chosen and resets it when the state changes", async () => {
    const { user } = setup();
    expect(citySelect()).toBeDisabled();
    await screen.findByRole("option", { name: "Karnataka" });
    await user.selectOptions(stateSelect(), "Karnataka");
    expect(citySelect()).toBeEnabled();
    expect(
      within(citySelect())
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a city", "Bengaluru", "Madikeri"]);
    await user.selectOptions(citySelect(), "Madikeri");
    expect(citySelect()).toHaveValue("Madikeri");

    await user.selectOptions(stateSelect(), "Kerala");
    expect(citySelect()).toHaveValue("");
    expect(within(citySelect()).getByRole("option", { name: "Munnar" })).toBeInTheDocument();
  });

  it("says so when the states and cities cannot be loaded", async () => {
    setup({ [keyOf(listLocations)]: fail(500, "Database down.") });
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.locationLoadFailed);
    expect(stateSelect()).toBeDisabled();
  });

  it("limits the dates to today in India onwards, the time to 15-minute steps and slots to 1 or more", () => {
    setup();
    const today = todayInIndia();
    expect(screen.getByLabelText("From")).toHaveAttribute("min", today);
    expect(screen.getByLabelText("To")).toHaveAttribute("min", today);
    fireEvent.change(screen.getByLabelText("From"), { target: { value: NEXT_WEEK } });
    expect(screen.getByLabelText("To")).toHaveAttribute("min", NEXT_WEEK);
    expect(screen.getByLabelText("Start time")).toHaveAttribute("step", "900");
    expect(screen.getByRole("spinbutton", { name: "Total slots" })).toHaveAttribute("min", "1");
  });

  it("counts the description's characters as they are typed", async () => {
    const { user } = setup();
    expect(screen.getByText("0/150")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Chai at dawn");
    expect(screen.getByText("12/150")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveAttribute("maxlength", "150");
  });

  it("asks how the cost is paid only with the toggle on, and the fee only for an admission fee", async () => {
    const { user } = setup();
    const toggle = screen.getByRole("switch", { name: "Is there a cost?" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(screen.getByText("Free to join. Everyone pays for themselves.")).toBeInTheDocument();
    expect(screen.queryByRole("radiogroup", { name: "How is it paid?" })).not.toBeInTheDocument();

    await user.click(toggle);
    const payment = screen.getByRole("radiogroup", { name: "How is it paid?" });
    expect(
      within(payment)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["Go Dutch", "Split the Amount", "Admission Fee"]);
    expect(screen.queryByRole("spinbutton", { name: /Admission fee/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Split the Amount" }));
    expect(screen.queryByRole("spinbutton", { name: /Admission fee/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Admission Fee" }));
    const cost = screen.getByRole("spinbutton", { name: /Admission fee/ });
    expect(cost).toHaveAttribute("min", "0");
    await user.type(cost, "900");

    // Off clears both: on again, nothing is chosen and no fee is asked.
    await user.click(toggle);
    expect(screen.queryByRole("spinbutton", { name: /Admission fee/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole("radio", { name: "Admission Fee" })).not.toBeChecked();
    expect(screen.queryByRole("spinbutton", { name: /Admission fee/ })).not.toBeInTheDocument();
  });

  it("shows the first problem in the red box above the button and sends nothing", async () => {
    const { user, calls } = setup();
    await user.click(submit());
    const box = screen.getByRole("alert");
    expect(box).toHaveTextContent(EVENT_MESSAGES.nameRequired);
    expect(box.compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Nandi Hills sunrise ride");
    // Fixing the field clears its message at once, not only at the next submit.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).not.toHaveAttribute("aria-invalid");
    await submitRefused(user, calls, EVENT_MESSAGES.categoryRequired);

    await user.click(screen.getByRole("radio", { name: "Create Your Own Scene (Other)" }));
    await submitRefused(user, calls, EVENT_MESSAGES.customCategoryRequired);

    await user.click(screen.getByRole("radio", { name: "Bike Rides & Road Trips" }));
    await submitRefused(user, calls, EVENT_MESSAGES.stateRequired);
  });

  it("checks the cost rules before sending", async () => {
    const { user, calls } = setup();
    await fillValidForm(user);
    await user.click(screen.getByRole("switch", { name: "Is there a cost?" }));
    await submitRefused(user, calls, EVENT_MESSAGES.paymentRequired);
    await user.click(screen.getByRole("radio", { name: "Admission Fee" }));
    await submitRefused(user, calls, EVENT_MESSAGES.costRequired);
  });

  it("sends JSON without a cover, then says it was sent for approval and goes to /events", async () => {
    const { user, calls, router } = setup({
      [keyOf(createEvent)]: ok(createEvent, { _id: "new" }, { message: MESSAGES.eventCreated }),
    });
    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByRole("heading", { name: "Events screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/events");
    expect(alertSpy).toHaveBeenCalledWith("Event Created , Sent for Approval");
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/api/events");
    expect(post?.token).toBe("tok");
    expect(post?.body).toEqual({
      name: "Nandi Hills sunrise ride",
      description: DESCRIPTION,
      category: "Bike Rides & Road Trips",
      state: "Karnataka",
      city: "Bengaluru",
      fromDate: NEXT_WEEK,
      toDate: NEXT_WEEK,
      time: "04:30",
      totalSlots: 6,
      paymentType: "dutch",
      cost: 0,
      meetingPlace: "Hebbal flyover CCD",
      meetingAddress: "Outer Ring Road, Hebbal",
    });
  });

  it("sends a multipart form with the cover picture under image, and the fee", async () => {
    const { user, calls } = setup({ [keyOf(createEvent)]: ok(createEvent, { _id: "new" }) });
    await fillValidForm(user);
    await user.click(screen.getByRole("switch", { name: "Is there a cost?" }));
    await user.click(screen.getByRole("radio", { name: "Admission Fee" }));
    await user.type(screen.getByRole("spinbutton", { name: /Admission fee/ }), "1200");
    const cover = new File(["png"], "cover.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Cover picture"), cover);
    expect(screen.getByRole("img", { name: "Chosen cover" })).toHaveAttribute("src", "blob:cover");

    await user.click(submit());
    await screen.findByRole("heading", { name: "Events screen" });
    // The stub reads the body as the server does: only a multipart request parses into a form.
    const form = calls.find((c) => c.method === "POST")?.body as FormData;
    const image = form.get("image") as File;
    expect(image.type).toBe("image/png");
    expect(await image.text()).toBe("png");
    expect(form.get("paymentType")).toBe("fee");
    expect(form.get("cost")).toBe("1200");
    expect(form.get("city")).toBe("Bengaluru");
  });

  it("refuses a cover that is not JPEG, PNG or WebP, or larger than 5 MB, when it is picked", async () => {
    setup();
    const input = screen.getByLabelText("Cover picture");
    fireEvent.change(input, { target: { files: [new File(["gif"], "cat.gif", { type: "image/gif" })] } });
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.avatarType);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole("alert")).toHaveTextContent("huge.jpg exceeds the 5 MB size limit.");
    expect(screen.queryByRole("img", { name: "Chosen cover" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the red box and stays on the form", async () => {
    const { user, router } = setup({
      [keyOf(createEvent)]: fail(400, "Please choose a state and city from the list."),
    });
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please choose a state and city from the list.",
    );
    expect(router.state.location.pathname).toBe("/listing/input");
    expect(alertSpy).not.toHaveBeenCalled();
  });
});

describe("/listing/input in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("labels every field, choice and hint in Hindi, sending the categories' English values", async () => {
    const { user, calls } = setup();
    expect(screen.getByRole("heading", { level: 1, name: "एक्सपीरियंस बनाएँ" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "वापस" })).toHaveAttribute("href", "/listing?tab=created");
    expect(screen.getByRole("textbox", { name: "नाम" })).toHaveAttribute(
      "placeholder",
      "नंदी हिल्स पर सूर्योदय ट्रेक",
    );
    const categories = screen.getByRole("radiogroup", { name: "कैटेगरी" });
    expect(within(categories).getAllByRole("radio")).toHaveLength(15);
    await user.click(within(categories).getByRole("radio", { name: "अपना सीन ख़ुद बनाएँ (अन्य)" }));
    expect(screen.getByRole("textbox", { name: "अपने सीन का नाम" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "ब्यौरा" })).toHaveAccessibleDescription(/30 से 150 अक्षर।/);
    expect(await screen.findByRole("combobox", { name: "राज्य" })).toHaveDisplayValue("राज्य चुनें");
    expect(screen.getByRole("combobox", { name: "शहर" })).toHaveDisplayValue("पहले राज्य चुनें");
    expect(screen.getByRole("textbox", { name: "मिलने की जगह" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "पता या कोई पहचान की जगह" })).toHaveAccessibleDescription(
      "यह सिर्फ़ उन्हीं मेंबर को दिखेगा जिन्हें आप मंज़ूरी देंगे; बाकी लोगों को सिर्फ़ शहर दिखेगा।",
    );
    expect(screen.getByRole("button", { name: "जहाँ हूँ, वहाँ पिन लगाएँ" })).toBeInTheDocument();
    expect(screen.getByLabelText("कब से")).toHaveAttribute("type", "date");
    expect(screen.getByLabelText("कब तक")).toHaveAttribute("type", "date");
    expect(screen.getByLabelText("शुरू होने का समय")).toHaveAccessibleDescription(
      "15-15 मिनट के अंतर पर, भारतीय समय।",
    );
    expect(screen.getByRole("spinbutton", { name: "कुल सीटें" })).toBeInTheDocument();
    expect(screen.getByText("जुड़ना फ़्री है। सब अपना-अपना ख़र्च ख़ुद उठाएँगे।")).toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: "क्या कोई ख़र्च है?" }));
    const payment = screen.getByRole("radiogroup", { name: "पेमेंट कैसे होगा?" });
    expect(
      within(payment)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["अपना-अपना ख़र्च", "ख़र्च आपस में बँटेगा", "एंट्री फ़ीस"]);
    await user.click(within(payment).getByRole("radio", { name: "एंट्री फ़ीस" }));
    expect(screen.getByRole("spinbutton", { name: "हर व्यक्ति की एंट्री फ़ीस (₹)" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "सिर्फ़ वेरिफ़ाइड मेंबर" })).toBeInTheDocument();
    expect(screen.getByText("कवर फ़ोटो जोड़ें")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "मंज़ूरी के लिए भेजें" }));
    expect(screen.getByRole("alert")).toHaveTextContent("कृपया अपने एक्सपीरियंस का नाम लिखें।");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("says the rules' problems and the server's refusal, by its code, in Hindi", async () => {
    const { user } = setup({
      [keyOf(createEvent)]: HttpResponse.json(
        { success: false, message: EVENT_MESSAGES.womenOnlyHost, code: "event.womenOnlyHost" },
        { status: 403 },
      ),
    });
    await user.type(screen.getByRole("textbox", { name: "नाम" }), "Nandi Hills sunrise ride");
    await user.click(screen.getByRole("radio", { name: "सिर्फ़ महिलाओं की ट्रिप्स" }));
    await user.type(screen.getByRole("textbox", { name: "ब्यौरा" }), DESCRIPTION);
    await screen.findByRole("option", { name: "Karnataka" });
    await user.selectOptions(screen.getByRole("combobox", { name: "राज्य" }), "Karnataka");
    await user.selectOptions(screen.getByRole("combobox", { name: "शहर" }), "Bengaluru");
    await user.type(screen.getByRole("textbox", { name: "मिलने की जगह" }), "Hebbal flyover CCD");
    await user.type(screen.getByRole("textbox", { name: "पता या कोई पहचान की जगह" }), "Outer Ring Road");
    fireEvent.change(screen.getByLabelText("कब से"), { target: { value: NEXT_WEEK } });
    fireEvent.change(screen.getByLabelText("कब तक"), { target: { value: NEXT_WEEK } });
    fireEvent.change(screen.getByLabelText("शुरू होने का समय"), { target: { value: "04:30" } });
    await user.click(screen.getByRole("button", { name: "मंज़ूरी के लिए भेजें" }));
    expect(screen.getByRole("alert")).toHaveTextContent("कुल सीटें कम से कम 1 होनी चाहिए।");
    await user.type(screen.getByRole("spinbutton", { name: "कुल सीटें" }), "6");
    await user.click(screen.getByRole("button", { name: "मंज़ूरी के लिए भेजें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "‘सिर्फ़ महिलाओं की ट्रिप’ सिर्फ़ महिलाएँ ही होस्ट कर सकती हैं।",
    );
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("refuses a cover in Hindi, and says so when the states cannot be loaded", async () => {
    setup({ [keyOf(listLocations)]: fail(500, "Database down.") });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "जगहों की जानकारी लोड नहीं हो पाई। कृपया पेज रीफ़्रेश करें या सपोर्ट से संपर्क करें।",
    );
    const input = screen.getByLabelText("कवर फ़ोटो");
    fireEvent.change(input, { target: { files: [new File(["gif"], "cat.gif", { type: "image/gif" })] } });
    expect(screen.getByText("कृपया सही इमेज फ़ाइल चुनें (JPEG, PNG या WebP)")).toBeInTheDocument();
  });
});
