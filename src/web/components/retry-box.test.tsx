import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../lib/i18n";
import { renderRoutes } from "../test/render";
import { RetryBox } from "./retry-box";

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });

function renderBox(onRetry: () => void, label?: string) {
  renderRoutes(
    [
      {
        path: "/",
        element: (
          <RetryBox onRetry={onRetry} label={label}>
            Couldn't load this.
          </RetryBox>
        ),
      },
    ],
    "/",
  );
}

describe("the retry box", () => {
  afterEach(() => language("en"));

  it("says Try again by default, and retries", async () => {
    const onRetry = vi.fn();
    renderBox(onRetry);
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says the screen's own label over its own", async () => {
    renderBox(() => {}, "Reload the list");
    expect(await screen.findByRole("button", { name: "Reload the list" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("says Try again in Hindi to a member who reads Hindi", async () => {
    language("hi");
    renderBox(() => {});
    expect(await screen.findByRole("button", { name: "फिर कोशिश करें" })).toBeInTheDocument();
  });
});
