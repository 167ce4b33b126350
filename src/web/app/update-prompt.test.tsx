import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { startLanguage } from "../lib/i18n";
import { serviceWorker } from "../test/pwa-register";
import { UpdatePrompt } from "./update-prompt";

afterEach(() => serviceWorker.reset());

describe("the update prompt", () => {
  it("says nothing while the running version is the newest", () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText("A new version is ready.")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reload" })).not.toBeInTheDocument();
  });

  it("offers the new version, and Reload hands over to it and reloads", async () => {
    serviceWorker.needRefresh = true;
    render(<UpdatePrompt />);
    expect(screen.getByText("A new version is ready.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Reload" }));
    expect(serviceWorker.updates).toEqual([true]);
  });

  it("goes away on Later, leaving the new version waiting", async () => {
    serviceWorker.needRefresh = true;
    render(<UpdatePrompt />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByText("A new version is ready.")).not.toBeInTheDocument();
    expect(serviceWorker.updates).toEqual([]);
  });

  it("offers it in Hindi to a Hindi member", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    serviceWorker.needRefresh = true;
    render(<UpdatePrompt />);
    expect(await screen.findByText("ऐप का नया वर्ज़न तैयार है।")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "बाद में" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "रीलोड करें" })).toBeInTheDocument();
  });
});
