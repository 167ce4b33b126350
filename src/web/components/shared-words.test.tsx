import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../lib/i18n";
import { renderRoutes } from "../test/render";
import { BackButton } from "./back-button";
import { ConfirmDialog } from "./confirm-dialog";
import { NotGiven } from "./field-list";
import { LoadingRegion } from "./loading-region";
import { SearchField } from "./search-field";
import { ToastRegion } from "./toast";
import { VerifiedBadge } from "./verified-badge";

// The shared components' own words (a back button, Cancel, a dialog's close, a toast's dismiss, a
// search's clear, "Loading", "Not added", the verified badges, a paged list's Load more) come from the
// shell's catalogue in the member's language (issue 40), unless the screen names them itself.

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });
const noop = () => {};

function renderAll() {
  renderRoutes(
    [
      {
        path: "/",
        element: (
          <>
            <BackButton fallback="/" />
            <LoadingRegion>…</LoadingRegion>
            <NotGiven />
            <VerifiedBadge check="phone" />
            <VerifiedBadge check="photo" />
            <SearchField label="Search" value="trek" onChange={noop} />
            <ToastRegion toast={{ tone: "error", text: "Oops" }} onDismiss={noop} />
            <ConfirmDialog title="Leave?" actionLabel="Leave" busy={false} onClose={noop} onConfirm={noop} />
          </>
        ),
      },
    ],
    "/",
  );
}

describe("the shared components' words", () => {
  afterEach(() => language("en"));

  describe("in Hindi", () => {
    beforeEach(() => language("hi"));

    it("say Back, Cancel, Close, Loading, Not added and the badges in Hindi", async () => {
      renderAll();
      expect(await screen.findByRole("button", { name: "वापस" })).toBeVisible();
      expect(screen.getByRole("button", { name: "रद्द करें" })).toBeVisible();
      expect(screen.getByRole("button", { name: "खोज साफ़ करें" })).toBeVisible();
      expect(screen.getByRole("button", { name: "संदेश हटाएँ" })).toBeVisible();
      expect(screen.getAllByRole("button", { name: /बंद करें/ }).length).toBeGreaterThan(0);
      expect(screen.getByRole("status", { name: "लोड हो रहा है" })).toBeInTheDocument();
      expect(screen.getByText("नहीं जोड़ा गया")).toBeVisible();
      expect(screen.getByText("फ़ोन वेरिफ़ाइड")).toBeVisible();
      expect(screen.getByText("फ़ोटो वेरिफ़ाइड")).toBeVisible();
    });
  });

  it("keep the English words in English, and a screen's own label over them", async () => {
    renderAll();
    expect(await screen.findByRole("button", { name: "Back" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeVisible();
    expect(screen.getByText("Not added")).toBeVisible();
    render(<LoadingRegion label="Loading the list">…</LoadingRegion>);
    expect(screen.getByRole("status", { name: "Loading the list" })).toBeInTheDocument();
  });
});
