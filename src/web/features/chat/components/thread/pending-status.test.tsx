import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../../../lib/i18n";
import { renderRoutes } from "../../../../test/render";
import { PendingStatus } from "./pending-status";

// A message the server refused stays on the device (the outbox) with the server's English and its
// code: the bubble says it in the language the member reads now, which may not be the one they wrote in.

const NOT_MEMBER = "Only the host and accepted members can use this group.";

const renderStatus = (code: string | undefined) =>
  renderRoutes(
    [
      {
        path: "/",
        element: <PendingStatus status={{ kind: "failed", error: NOT_MEMBER, code }} onDiscard={vi.fn()} />,
      },
    ],
    "/",
  );

describe("a refused message's status", () => {
  it("says the server's sentence by its code in Hindi", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    renderStatus("group.notMember");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "नहीं भेजा गया: इस ग्रुप का इस्तेमाल सिर्फ़ होस्ट और शामिल किए गए सदस्य कर सकते हैं।",
    );
  });

  it("says a sentence whose code it does not know (or an old one without) as it was kept", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    renderStatus(undefined);
    expect(await screen.findByRole("alert")).toHaveTextContent(`नहीं भेजा गया: ${NOT_MEMBER}`);
  });

  it("says it in English to an English reader", async () => {
    startLanguage({ read: () => "en", save: () => {} });
    renderStatus("group.notMember");
    expect(await screen.findByRole("alert")).toHaveTextContent(`Not sent: ${NOT_MEMBER}`);
  });
});
