import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadFirstScreen } from "./app/app";
import { startLanguage } from "./lib/i18n";
import { nextTask } from "./lib/next-task";
import { realtime } from "./lib/realtime";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/**
 * React recovers from an error thrown during a concurrent render by rendering again synchronously,
 * and reports it as its error 520, whose text says nothing of what threw. The cause is what a
 * member's console (and a journey's failure) needs to name.
 */
function reportRecoverableError(error: unknown): void {
  const cause = error instanceof Error ? error.cause : undefined;
  console.error(error, ...(cause === undefined ? [] : ["caused by", cause]));
}

/** Runs each step in a task of its own, in order, each once the one before has finished. */
async function inSeparateTasks(steps: Array<() => void | Promise<void>>): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

// Starting the app is four tasks rather than one: evaluating the modules, opening the realtime
// socket, asking for the first screen's code, then the first render. On a phone each took tens of
// milliseconds; in one piece they held the main thread for over a hundred, with /signin's
// prerendered landing already on screen and waiting for a tap. The first render waits for the first
// screen's code (the boot frame or the landing shows meanwhile), so that it draws the screen itself.
// The member's language (their choice, else the browser's), before the first screen's code and words
// are asked for: the router loads that language's catalogue beside the screen (ADR 0053).
startLanguage();

void inSeparateTasks([
  // Before the first render, so the first screen's reads usually go out after the socket is live.
  () => realtime.warm(),
  preloadFirstScreen,
  () => {
    const root = createRoot(container, { onRecoverableError: reportRecoverableError });
    // In a transition React renders the first screen in slices of a few milliseconds, yielding
    // between them; a plain first render is one task (layout and page together: 50 ms on a phone).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  },
]);
