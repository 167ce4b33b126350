import type { TrustedContact } from "@shared/contracts/help";
import { helpContact, helpReport, myTrustedContact, saveTrustedContact } from "@shared/endpoints/help";
import { HELP_MESSAGES, TRUSTED_CONTACT_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../lib/i18n";
import { saveSession } from "../../lib/token-storage";
import help from "../../locales/en/help.json";
import { answer, fail, keyOf, ok, recordCalls } from "../../test/api-stub";
import { renderRoutes } from "../../test/render";
import { HelpButton } from "./help-button";
import { TrustedContactPage } from "./help-pages";

// "Help one tap away" (issue 38 item 7): the trusted contact's screen and the Help sheet, against a
// stubbed API: what they send, and the server's sentences shown where they belong.

const ASHA: TrustedContact = {
  name: "Asha Sharma",
  phone: "+919700012345",
  email: null,
  updatedAt: "2026-11-29T05:00:00.000Z",
};
const sent = {
  kind: "contact" as const,
  createdAt: "2026-11-29T05:00:00.000Z",
  sms: true,
  email: false,
  location: false,
};

beforeEach(() => {
  saveSession({ accessToken: "tok", userId: "u1" });
});

describe("the trusted contact's screen", () => {
  const renderPage = () =>
    renderRoutes(
      [{ path: "/profile/trusted-contact", element: <TrustedContactPage /> }],
      "/profile/trusted-contact",
    );

  it("saves a contact, showing the server's refusal on the field it is about", async () => {
    const calls = recordCalls();
    answer({
      [keyOf(myTrustedContact)]: ok(myTrustedContact, null),
      [keyOf(saveTrustedContact)]: fail(400, TRUSTED_CONTACT_MESSAGES.invalidNumber),
    });
    renderPage();
    const user = userEvent.setup();
    const name = await screen.findByLabelText(help.nameLabel);
    await user.click(screen.getByRole("button", { name: help.save }));
    // Nothing typed: said here, nothing sent.
    expect(screen.getByRole("alert")).toHaveTextContent(TRUSTED_CONTACT_MESSAGES.nameRequired);
    expect(name).toHaveFocus();
    await user.type(name, "Asha Sharma");
    const phone = screen.getByLabelText(new RegExp(help.phoneLabel));
    await user.type(phone, "12345");
    await user.click(screen.getByRole("button", { name: help.save }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TRUSTED_CONTACT_MESSAGES.invalidNumber);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute("aria-invalid", "true");

    answer({
      [keyOf(saveTrustedContact)]: ok(saveTrustedContact, ASHA, { message: TRUSTED_CONTACT_MESSAGES.saved }),
    });
    await user.clear(phone);
    await user.type(phone, "97000 12345");
    await user.click(screen.getByRole("button", { name: help.save }));
    expect(await screen.findByText(TRUSTED_CONTACT_MESSAGES.saved)).toBeInTheDocument();
    expect(phone).toHaveValue("97000 12345");
    expect(screen.getByRole("button", { name: help.remove })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { name: "Asha Sharma", phone: "12345", email: "" },
      { name: "Asha Sharma", phone: "97000 12345", email: "" },
    ]);
  });
});

describe("the Help sheet", () => {
  const renderButton = () =>
    renderRoutes(
      [
        { path: "/event/e1", element: <HelpButton eventId="e1" eventName="Lalbagh walk" /> },
        { path: "/profile/trusted-contact", element: <h1>Contact screen</h1> },
      ],
      "/event/e1",
    );

  it("offers 112, tells the contact (without a location the browser would not give) and reports to the team", async () => {
    const calls = recordCalls();
    answer({
      [keyOf(myTrustedContact)]: ok(myTrustedContact, ASHA),
      [keyOf(helpContact, { id: "e1" })]: ok(helpContact, sent, {
        message: HELP_MESSAGES.contactTold("Asha Sharma"),
      }),
      [keyOf(helpReport, { id: "e1" })]: ok(
        helpReport,
        { ...sent, kind: "team", sms: false },
        { message: HELP_MESSAGES.reported },
      ),
    });
    renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Help at Lalbagh walk" }));
    const sheet = screen.getByRole("dialog", { name: help.title });
    expect(within(sheet).getByRole("link", { name: new RegExp(help.call) })).toHaveAttribute(
      "href",
      "tel:112",
    );
    expect(
      await within(sheet).findByText(
        "Asha Sharma gets an SMS and an email with this experience and its meeting point.",
      ),
    ).toBeInTheDocument();
    const location = within(sheet).getByRole("checkbox", { name: new RegExp(help.shareLocation) });
    expect(location).not.toBeChecked();
    await user.click(location);
    await user.click(within(sheet).getByRole("button", { name: help.tell }));
    expect(await within(sheet).findByText(new RegExp(help.locationRefused))).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText(help.detailsLabel), "Lost near the gate");
    await user.click(within(sheet).getByRole("button", { name: help.send }));
    expect(await within(sheet).findByText(HELP_MESSAGES.reported)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.url, c.body])).toEqual([
      ["/api/events/e1/help/contact", {}],
      ["/api/events/e1/help/report", { details: "Lost near the gate" }],
    ]);
  });

  it("without a contact, leads to the screen to add one", async () => {
    answer({ [keyOf(myTrustedContact)]: ok(myTrustedContact, null) });
    renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Help at Lalbagh walk" }));
    const link = await screen.findByRole("link", { name: help.addContact });
    expect(link).toHaveAttribute("href", "/profile/trusted-contact");
    expect(screen.queryByRole("button", { name: help.tell })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the sheet", async () => {
    answer({
      [keyOf(myTrustedContact)]: ok(myTrustedContact, ASHA),
      [keyOf(helpContact, { id: "e1" })]: fail(429, HELP_MESSAGES.perHour),
    });
    renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Help at Lalbagh walk" }));
    await user.click(await screen.findByRole("button", { name: help.tell }));
    expect(await screen.findByRole("alert")).toHaveTextContent(HELP_MESSAGES.perHour);
  });
});

describe("help in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the trusted contact's screen in Hindi, a refusal by its code", async () => {
    answer({
      [keyOf(myTrustedContact)]: ok(myTrustedContact, null),
      [keyOf(saveTrustedContact)]: () =>
        HttpResponse.json(
          {
            success: false,
            message: TRUSTED_CONTACT_MESSAGES.ownNumber,
            code: "trustedContact.ownNumber",
          },
          { status: 400 },
        ),
    });
    renderRoutes(
      [{ path: "/profile/trusted-contact", element: <TrustedContactPage /> }],
      "/profile/trusted-contact",
    );
    expect(screen.getByRole("heading", { level: 1, name: "भरोसेमंद संपर्क" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "संपर्क सेव करें" }));
    expect(screen.getByRole("alert")).toHaveTextContent("कृपया अपने संपर्क का नाम डालें।");
    await user.type(screen.getByLabelText("उनका नाम"), "आशा");
    await user.type(screen.getByLabelText(/उनका मोबाइल नंबर/), "98765 43210");
    await user.click(screen.getByRole("button", { name: "संपर्क सेव करें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "यह आपका अपना नंबर है। आपका भरोसेमंद संपर्क कोई और होना चाहिए।",
    );
    expect(screen.getByLabelText(/उनका मोबाइल नंबर/)).toHaveFocus();
  });

  it("says the Help sheet in Hindi", async () => {
    answer({ [keyOf(myTrustedContact)]: ok(myTrustedContact, ASHA) });
    renderRoutes(
      [{ path: "/event/e1", element: <HelpButton eventId="e1" eventName="Lalbagh walk" /> }],
      "/event/e1",
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Lalbagh walk में मदद" }));
    const sheet = screen.getByRole("dialog", { name: "मदद" });
    expect(within(sheet).getByRole("link", { name: /112 पर कॉल करें/ })).toHaveAttribute("href", "tel:112");
    expect(
      await within(sheet).findByText("Asha Sharma को इस अनुभव और मिलने की जगह के साथ एक SMS और ईमेल मिलेगा।"),
    ).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "अभी मेरे संपर्क को बताएँ" })).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "टीम को भेजें" })).toBeInTheDocument();
  });
});
