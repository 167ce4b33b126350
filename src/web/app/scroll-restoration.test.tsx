import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppRouter } from "./app-router";
import { type AppHistory, createMemoryHistory } from "./history";
import { ScrollRestoration } from "./scroll-restoration";

const STORAGE_KEY = "scroll-positions";

function show(history: AppHistory, opened: string) {
  return render(
    <AppRouter history={history}>
      <ScrollRestoration opened={() => opened} />
    </AppRouter>,
  );
}

/** Where the window says it is scrolled to (jsdom never scrolls by itself). */
function scrolledTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}

describe("ScrollRestoration", () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.sessionStorage.clear();
    scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    scrolledTo(0);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("opens a page opened afresh where it is, without reading what the tab stored", () => {
    // An earlier page of this tab left its first entry ("default", as every fresh entry is) at 500.
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ default: 500 }));
    const read = vi.spyOn(Storage.prototype, "getItem");
    show(createMemoryHistory("/events"), "navigate");
    expect(scrollTo).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalledWith(STORAGE_KEY);
  });

  it("returns a reloaded page, and one come back to with Back, to where its entry was left", () => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ default: 640 }));
    show(createMemoryHistory("/events"), "reload");
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    scrollTo.mockClear();
    show(createMemoryHistory("/events"), "back_forward");
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it("opens a new screen at the top and returns to the last one on Back", () => {
    const history = createMemoryHistory("/events");
    show(history, "navigate");
    scrolledTo(900);
    act(() => history.push("/event/e1"));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(0);
    act(() => history.go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it("keeps this page's positions with those the tab stored when the page is left", () => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ older: 120 }));
    const history = createMemoryHistory("/events");
    show(history, "navigate");
    act(() => history.push("/chat"));
    const chatKey = history.location.key;
    scrolledTo(300);
    window.dispatchEvent(new Event("pagehide"));
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}")).toEqual({
      older: 120,
      default: 0,
      [chatKey]: 300,
    });
  });
});
