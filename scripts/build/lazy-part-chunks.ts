// Parts of a feature that load on demand, not with a screen: the chat's outbox (the thread screens,
// and the realtime bridge once a message waits), the invitation card of a shared link's /signin, and
// "Help" during an experience (its slot). Left to Rollup, their small chunks were folded into chunks
// that member screens load for other modules (ADR 0040's fold): an event page fetched the outbox's
// runner beside the page header, the sign-in's invitation beside the event card's words, the help
// feature's words beside the empty state, 140.6 KB in a browser against its 140 (bench:web). A chunk
// we name is one Rollup does not fold, so each part is fetched by what uses it and nothing else
// (ADR 0059, amended). Each holds the module that is imported lazily (outbox.ts, invitation-card.tsx,
// help-button.tsx), so Rollup loads it after the first script.

const LAZY_PARTS: readonly { chunk: string; modules: RegExp }[] = [
  { chunk: "chat-outbox", modules: /\/src\/web\/features\/chat\/outbox\/outbox(-runner|-store)?\.ts$/ },
  { chunk: "invitation", modules: /\/src\/web\/features\/auth\/invitation-(card|api)\.tsx?$/ },
  { chunk: "help-button", modules: /\/src\/web\/features\/help\/(api|help-words|help-button)\.tsx?$/ },
];

/** The chunk of a lazily loaded part that a module belongs to, if any. */
export function lazyPartChunk(id: string): string | undefined {
  const path = id.split("?")[0] ?? id;
  return LAZY_PARTS.find((part) => part.modules.test(path))?.chunk;
}

/** Every pattern, for the test that each still names files that exist. */
export const lazyPartPatterns = (): readonly RegExp[] => LAZY_PARTS.map((part) => part.modules);
