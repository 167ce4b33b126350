import { Suspense, startTransition, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { useMessages } from "./use-messages";

// A screen asks for an area's words with useMessages and goes on calling hooks after it. When the
// words arrive while React is still on the render that waited for them (a navigation's transition,
// the catalogue answering within a task), React replays the component with the hooks it had so far;
// the replay must call the same hooks in the same order, or React throws its error 467 and recovers
// by rendering the whole app again synchronously (its error 520 in the console, which failed the
// Help journey on a busy machine).

// Its hook comes from the i18n modules the test loads afresh.
function Title({ useWords, onRender }: { useWords: typeof useMessages; onRender: () => void }) {
  onRender();
  const t = useWords("help");
  const [count] = useState(2);
  return (
    <p>
      {t("title")} {count}
    </p>
  );
}

describe("an area's words in a component", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("goes on with the component's hooks when the words arrive during the render that waited for them", async () => {
    // The i18n modules afresh: the test setup loads every catalogue, and here none is loaded yet.
    vi.resetModules();
    const { CATALOGUES } = await import("./catalogues");
    const { isCatalogueLoaded, startLanguage } = await import("./i18n");
    const { useMessages: fresh } = await import("./use-messages");
    startLanguage({ read: () => "en", save: () => {} });
    // The catalogue answers within a task of the render that asked for it (its file cached).
    const messages = (await CATALOGUES.help.en()).default;
    CATALOGUES.help.en = () =>
      Promise.resolve({ default: messages }) as ReturnType<typeof CATALOGUES.help.en>;
    const renders: boolean[] = [];
    const loaded = () => renders.push(isCatalogueLoaded("en", "help"));

    const recoverable = vi.fn();
    const root = createRoot(document.body.appendChild(document.createElement("div")), {
      onRecoverableError: recoverable,
    });
    startTransition(() =>
      root.render(
        <Suspense fallback={<p>waiting</p>}>
          <Title useWords={fresh} onRender={loaded} />
        </Suspense>,
      ),
    );
    await vi.waitFor(() => expect(document.body.textContent).toBe(`${messages.title} 2`));
    expect(renders[0]).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
    root.unmount();
  });
});
