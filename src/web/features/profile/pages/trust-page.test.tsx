import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { makeUser, renderProfile, signIn, stubApi } from "../test/fixtures";

// The trust line on Trust & Safety in Hindi (the English is detail-pages.test.tsx's "Trust & Safety"):
// the words come from the profile's catalogue.
describe("the trust line in Hindi", () => {
  beforeEach(() => {
    signIn();
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says Verified user in Hindi once both checks passed", async () => {
    stubApi({ user: makeUser({ trustVerification: true, phoneVerified: true, photoVerified: true }) });
    renderProfile("/profile/detail/trust");
    expect(await screen.findByText("वेरिफ़ाइड मेंबर")).toBeInTheDocument();
    expect(screen.queryByText("Verified user")).not.toBeInTheDocument();
  });

  it("says Verification in progress and the next step in Hindi, the phone first", async () => {
    stubApi({ user: makeUser({ trustVerification: true, phoneVerified: false, photoVerified: false }) });
    const view = renderProfile("/profile/detail/trust");
    expect(await screen.findByText("वेरिफ़िकेशन चल रहा है")).toBeInTheDocument();
    expect(screen.getByText("अगला कदम: अपना फ़ोन वेरिफ़ाई करें।")).toBeInTheDocument();
    view.unmount();

    stubApi({ user: makeUser({ trustVerification: true, phoneVerified: true, photoVerified: false }) });
    renderProfile("/profile/detail/trust");
    expect(await screen.findByText("अगला कदम: अपनी फ़ोटो वेरिफ़ाई करें।")).toBeInTheDocument();
  });

  it("says the SPEC's good vibes in Hindi to a member who chose not to verify", async () => {
    stubApi({ user: makeUser({ trustVerification: false }) });
    renderProfile("/profile/detail/trust");
    expect(await screen.findByText("ज़रूरत नहीं, मुझे अच्छी वाइब्स पर भरोसा है")).toBeInTheDocument();
    expect(screen.queryByText("वेरिफ़िकेशन चल रहा है")).not.toBeInTheDocument();
  });
});
