import { screen, within } from "@testing-library/react";
import { Mountain } from "lucide";
import { describe, expect, it } from "vitest";
import { startLanguage } from "../lib/i18n";
import { renderRoutes } from "../test/render";
import { ChipGroup } from "./chip-group";

// A member's answers are stored as the SPEC's English values; the chips say them in the reader's
// language from the `answers` area, and a value it does not hold as it is stored.

const renderChips = (values: string[]) =>
  renderRoutes([{ path: "/", element: <ChipGroup title="Scenes" icon={Mountain} values={values} /> }], "/");

const chips = async () =>
  within(await screen.findByRole("list"))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("a member's answers as chips", () => {
  it("says each answer in Hindi, and one the catalogue does not hold as stored", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    renderChips([
      "Chai & Conversations",
      "Opposites attract – I enjoy contrast",
      "A scene from an older quiz",
    ]);
    expect(await chips()).toEqual([
      "चाय पे चर्चा",
      "अलग मिज़ाज, ज़्यादा मज़ा – मुझे फ़र्क़ अच्छा लगता है",
      "A scene from an older quiz",
    ]);
  });

  it("says the SPEC's words in English", async () => {
    startLanguage({ read: () => "en", save: () => {} });
    renderChips(["Chai & Conversations", " "]);
    expect(await chips()).toEqual(["Chai & Conversations"]);
  });
});
