import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { LANGUAGES, loadCatalogue, startLanguage } from "../lib/i18n";
import { CATALOGUES, type Namespace } from "../lib/i18n/catalogues";
import { afterTask } from "../lib/next-task";
import { server } from "./api-stub";

// findBy/waitFor wait for the screen to change; 1 s (the default) is too short a cap on a shared,
// loaded 2-core machine, where a render after a stubbed answer can take longer.
configure({ asyncUtilTimeout: 5000 });

// Every request goes to the stub API; a request to anything else is a test bug. The realtime socket
// is left alone: it fails to connect in jsdom, as it did before the stub, and the app copes.
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      if (!/^wss?:/.test(request.url)) print.error();
    },
  }),
);
afterAll(() => server.close());

// Every catalogue in every language, loaded once: a screen renders at once, as it does in the app
// once the router has loaded its words beside its code, instead of suspending in its first render.
beforeAll(() =>
  Promise.all(
    LANGUAGES.flatMap((language) =>
      Object.keys(CATALOGUES).map((namespace) => loadCatalogue(language, namespace as Namespace)),
    ),
  ),
);

// A test that logs console.error fails: React warnings (act, keys, invalid DOM) are bugs.
let consoleErrors: unknown[][] = [];

// jsdom has no object URLs, and Node's own refuses jsdom's Blobs and Files ("must be an instance of
// Blob"). Test files share their worker (isolate: false), so which of the two a preview met used to
// depend on the files run before it (some replace or delete it). Every test starts with this one;
// a test that counts them replaces it for itself.
let objectUrls = 0;
const installObjectUrls = () => {
  URL.createObjectURL = () => `blob:test/${++objectUrls}`;
  URL.revokeObjectURL = () => {};
};

beforeEach(() => {
  installObjectUrls();
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // jsdom has no scrolling; React Router's scroll restoration and dialogs call it.
  window.scrollTo = () => {};
});

afterEach(async () => {
  cleanup();
  // A request sent as the test ended (a thread's read mark, or the last one its screen sends as it
  // closes) leaves a task later: the client queues each fetch behind the current work (lib/api.ts,
  // afterTask). Let it leave now, while this test's stubs answer it, or the next test's recordCalls
  // records it as its own (once seen as two read marks in group-chat-page.test.tsx). The first task
  // lets the closing screen's promises reach the client; the second comes after what it queued.
  // Tasks of a message channel, which fake timers leave alone.
  await afterTask();
  await afterTask();
  server.resetHandlers();
  const logged = consoleErrors;
  consoleErrors = [];
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Back to the language jsdom's browser asks for (English), whatever a test chose.
  startLanguage();
  if (logged.length > 0) {
    const text = logged.map((args) =>
      args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" "),
    );
    throw new Error(`console.error was called ${logged.length} time(s):\n${text.join("\n---\n")}`);
  }
});
