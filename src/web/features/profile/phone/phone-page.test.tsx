import type { PhoneStatus } from "@shared/contracts/phone";
import { myPhone, requestPhoneCode, verifyPhoneCode } from "@shared/endpoints/phone";
import { PHONE_MESSAGES } from "@shared/texts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { loadCatalogue, messageIn } from "../../../lib/i18n/i18n";
import { APP_NAME } from "../../../lib/texts";
import { saveSession } from "../../../lib/token-storage";
import PHONE_TEXTS from "../../../locales/en/phone.json";
import { answer, fail, keyOf, ok, recordCalls } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { PhonePage } from "./phone-pages";

// The phone verification screen (issue 38): the number, then the code; the server's refusals shown
// in the red box with the focus on the field they are about.

const SOON = () => new Date(Date.now() + 9 * 60_000).toISOString();
const status = (over: Partial<PhoneStatus> = {}): PhoneStatus => ({
  mobileNo: "9876543210",
  phoneVerified: false,
  pending: null,
  available: true,
  ...over,
});
const pending = (resendAt = new Date(Date.now() - 1000).toISOString()) => ({
  to: "+919876543210",
  expiresAt: SOON(),
  resendAt,
  triesLeft: 5,
});

const renderPhone = () =>
  renderRoutes(
    [
      { path: "/profile/phone", element: <PhonePage /> },
      { path: "/profile", element: <h1>Profile screen</h1> },
    ],
    "/profile/phone",
  );

beforeEach(() => {
  saveSession({ accessToken: "tok", userId: "u1" });
});

describe("verifying a phone", () => {
  it("sends a code to the number, then verifies the code", async () => {
    const calls = recordCalls();
    answer({
      [keyOf(myPhone)]: ok(myPhone, status()),
      [keyOf(requestPhoneCode)]: ok(requestPhoneCode, status({ pending: pending() }), {
        message: PHONE_MESSAGES.codeSent,
      }),
      [keyOf(verifyPhoneCode)]: ok(verifyPhoneCode, status({ phoneVerified: true }), {
        message: PHONE_MESSAGES.verified,
      }),
    });
    renderPhone();
    const user = userEvent.setup();
    const number = await screen.findByLabelText(PHONE_TEXTS.numberLabel);
    expect(number).toHaveValue("9876543210");
    await user.click(screen.getByRole("button", { name: PHONE_TEXTS.sendCode }));
    const code = await screen.findByLabelText(PHONE_TEXTS.codeLabel);
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByText(/Enter the code we sent to \+91 98765 43210/)).toBeInTheDocument();
    await user.type(code, "123 456");
    await user.click(screen.getByRole("button", { name: PHONE_TEXTS.verify }));
    expect(await screen.findByRole("heading", { name: PHONE_TEXTS.verifiedTitle })).toBeInTheDocument();
    expect(screen.getByText("+91 98765 43210 is your verified mobile number.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.url, c.body])).toEqual([
      ["/api/users/me/phone/code", { mobileNo: "9876543210" }],
      ["/api/users/me/phone/verify", { code: "123456" }],
    ]);
  });

  it("shows the server's refusal of a number and puts the focus back on it", async () => {
    answer({
      [keyOf(myPhone)]: ok(myPhone, status({ mobileNo: "" })),
      [keyOf(requestPhoneCode)]: fail(409, PHONE_MESSAGES.inUse),
    });
    renderPhone();
    const user = userEvent.setup();
    const number = await screen.findByLabelText(PHONE_TEXTS.numberLabel);
    await user.click(screen.getByRole("button", { name: PHONE_TEXTS.sendCode }));
    // Empty: refused here, nothing sent.
    expect(screen.getByRole("alert")).toHaveTextContent(PHONE_MESSAGES.invalidNumber);
    expect(number).toHaveFocus();
    // The input at fault is described by the problem, not by the hint it replaced.
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveAccessibleDescription(PHONE_MESSAGES.invalidNumber);
    await user.type(number, "98200 12345");
    await user.click(screen.getByRole("button", { name: PHONE_TEXTS.sendCode }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PHONE_MESSAGES.inUse);
    expect(number).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(number).toHaveFocus());
  });

  it("checks the code's form before sending, and shows a wrong code's tries left", async () => {
    const calls = recordCalls();
    answer({
      [keyOf(myPhone)]: ok(
        myPhone,
        status({ pending: pending(new Date(Date.now() + 25_000).toISOString()) }),
      ),
      [keyOf(verifyPhoneCode)]: fail(400, PHONE_MESSAGES.wrongCode({ left: 4 }), {
        code: "phone.wrongCode",
        values: { left: 4 },
      }),
    });
    renderPhone();
    const user = userEvent.setup();
    const code = await screen.findByLabelText(PHONE_TEXTS.codeLabel);
    // The resend waits for the server's time.
    expect(screen.getByRole("button", { name: /New code in \d+ s/ })).toBeDisabled();
    await user.type(code, "12a");
    await user.click(screen.getByRole("button", { name: PHONE_TEXTS.verify }));
    expect(screen.getByRole("alert")).toHaveTextContent(PHONE_MESSAGES.codeFormat);
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(PHONE_MESSAGES.codeFormat);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.clear(code);
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: PHONE_TEXTS.verify }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PHONE_MESSAGES.wrongCode({ left: 4 }));
    await waitFor(() => expect(code).toHaveFocus());
  });

  it("says when verification is unavailable, with no button that cannot work", async () => {
    answer({ [keyOf(myPhone)]: ok(myPhone, status({ available: false })) });
    renderPhone();
    expect(await screen.findByRole("alert")).toHaveTextContent(PHONE_MESSAGES.unavailable);
    expect(screen.queryByRole("button", { name: PHONE_TEXTS.sendCode })).not.toBeInTheDocument();
  });

  it("lets a verified member move the check to another number", async () => {
    answer({ [keyOf(myPhone)]: ok(myPhone, status({ phoneVerified: true })) });
    renderPhone();
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: PHONE_TEXTS.verifiedTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: PHONE_TEXTS.backToProfile })).toHaveAttribute("href", "/profile");
    await user.click(screen.getByRole("button", { name: PHONE_TEXTS.changeNumber }));
    expect(screen.getByLabelText(PHONE_TEXTS.numberLabel)).toHaveValue("");
  });
});

describe("the server's sentences built from values", () => {
  it("are the server's English word for word, for one and for many", async () => {
    await loadCatalogue("en", "phone");
    for (const seconds of [1, 30, 30_720]) {
      expect(messageIn("en", "phone", "wait", { seconds })).toBe(PHONE_MESSAGES.wait({ seconds }));
    }
    for (const left of [1, 4]) {
      expect(messageIn("en", "phone", "wrongCode", { left })).toBe(PHONE_MESSAGES.wrongCode({ left }));
    }
  });
});

describe("verifying a phone in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("asks for the number and the code in Hindi, the tries left as a plural, a refusal by its code", async () => {
    answer({
      [keyOf(myPhone)]: ok(myPhone, status({ pending: pending() })),
      [keyOf(verifyPhoneCode)]: () =>
        HttpResponse.json(
          { success: false, message: PHONE_MESSAGES.expired, code: "phone.expired" },
          { status: 400 },
        ),
    });
    renderPhone();
    expect(screen.getByRole("heading", { level: 1, name: "अपना फ़ोन वेरिफ़ाई करें" })).toBeInTheDocument();
    expect(document.title).toBe(`अपना फ़ोन वेरिफ़ाई करें · ${APP_NAME}`);
    const code = await screen.findByLabelText("6 अंकों का कोड");
    expect(code).toHaveAccessibleDescription(
      "+91 98765 43210 पर भेजा गया कोड डालें। यह 10 मिनट तक काम करेगा। 5 कोशिशें बाकी हैं।",
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "वेरिफ़ाई करें" }));
    expect(screen.getByRole("alert")).toHaveTextContent("SMS में आया 6 अंकों का कोड डालें।");
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "वेरिफ़ाई करें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("इस कोड की मियाद ख़त्म हो गई है। नया कोड मँगवाएँ।");
    expect(screen.getByRole("button", { name: "दूसरा नंबर डालें" })).toBeInTheDocument();
  });

  it("says a wrong code's tries left and a resend's wait in Hindi, from the values the server sent", async () => {
    answer({
      [keyOf(myPhone)]: ok(myPhone, status({ pending: pending() })),
      [keyOf(verifyPhoneCode)]: fail(400, PHONE_MESSAGES.wrongCode({ left: 1 }), {
        code: "phone.wrongCode",
        values: { left: 1 },
      }),
      [keyOf(requestPhoneCode)]: fail(429, PHONE_MESSAGES.wait({ seconds: 120 }), {
        code: "phone.wait",
        values: { seconds: 120 },
      }),
    });
    renderPhone();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("6 अंकों का कोड"), "123456");
    await user.click(screen.getByRole("button", { name: "वेरिफ़ाई करें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("यह कोड सही नहीं है। 1 कोशिश बाकी है।");
    await user.click(screen.getByRole("button", { name: "नया कोड भेजें" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("नया कोड माँगने से पहले 120 सेकंड रुकें।"),
    );
  });

  it("says a verified number in Hindi", async () => {
    answer({ [keyOf(myPhone)]: ok(myPhone, status({ phoneVerified: true })) });
    renderPhone();
    expect(await screen.findByRole("heading", { name: "आपका फ़ोन वेरिफ़ाई हो गया है" })).toBeInTheDocument();
    expect(screen.getByText("+91 98765 43210 आपका वेरिफ़ाइड मोबाइल नंबर है।")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "अपनी प्रोफ़ाइल पर वापस जाएँ" })).toHaveAttribute(
      "href",
      "/profile",
    );
  });
});
