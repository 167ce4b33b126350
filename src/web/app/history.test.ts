import { describe, expect, it } from "vitest";
import { createBrowserHistory, createMemoryHistory, type HistoryUpdate } from "./history";

function record(history: ReturnType<typeof createMemoryHistory>) {
  const updates: HistoryUpdate[] = [];
  history.listen((update) => updates.push(update));
  return updates;
}

describe("createBrowserHistory", () => {
  it("pushes and replaces entries in the browser's history, with their state and a key of their own", () => {
    window.history.replaceState(null, "", "/events");
    const history = createBrowserHistory();
    const updates = record(history);
    expect(history.location).toMatchObject({ pathname: "/events", state: null, key: "default" });

    history.push(
      { pathname: "/event/e1", search: "?from=list" },
      { notice: "hi" },
      { preventScrollReset: true },
    );
    expect(window.location.pathname + window.location.search).toBe("/event/e1?from=list");
    expect(updates.at(-1)).toMatchObject({
      action: "PUSH",
      location: { pathname: "/event/e1", search: "?from=list", state: { notice: "hi" } },
      preventScrollReset: true,
    });
    const pushedKey = history.location.key;
    expect(pushedKey).not.toBe("default");

    history.replace("/events?city=Pune");
    expect(updates.at(-1)).toMatchObject({ action: "REPLACE", preventScrollReset: false });
    expect(history.location).toMatchObject({ pathname: "/events", search: "?city=Pune", state: null });
    expect(history.location.key).not.toBe(pushedKey);
  });

  it("reads Back as a POP to the entry before, with that entry's state", async () => {
    window.history.replaceState(null, "", "/");
    const history = createBrowserHistory();
    history.push("/listing", { notice: "You have successfully left the event" });
    history.push("/profile");
    const popped = new Promise<HistoryUpdate>((resolve) => history.listen(resolve));
    history.go(-1);
    expect(await popped).toMatchObject({
      action: "POP",
      location: { pathname: "/listing", state: { notice: "You have successfully left the event" } },
    });
  });

  it("makes hrefs and URLs of a path", () => {
    const history = createBrowserHistory();
    expect(history.createHref({ pathname: "/chat", search: "?tab=groups", hash: "#top" })).toBe(
      "/chat?tab=groups#top",
    );
    expect(history.encodeLocation?.("/people?q=a b")).toEqual({
      pathname: "/people",
      search: "?q=a%20b",
      hash: "",
    });
  });
});

describe("createMemoryHistory", () => {
  it("steps back and forward through its entries, and a push drops the entries ahead", () => {
    const history = createMemoryHistory("/events");
    const updates = record(history);
    history.push("/event/e1");
    history.push("/chat");
    history.go(-2);
    expect(history.location.pathname).toBe("/events");
    expect(updates.at(-1)?.action).toBe("POP");
    history.go(-1);
    expect(updates).toHaveLength(3); // Nothing before the first entry: no navigation.
    history.push("/people");
    history.go(1);
    expect(history.location.pathname).toBe("/people");
    expect(updates).toHaveLength(4);
  });
});
