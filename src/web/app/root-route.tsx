import { lazy, Suspense, useLayoutEffect } from "react";
import { Outlet } from "react-router";
import { BrandLogo } from "../components/brand-mark";
import { cn } from "../lib/cn";
import { useMessagesOr } from "../lib/i18n";
import { SHELL_TEXTS } from "../lib/texts";
import { useWhenIdle } from "../lib/use-when-idle";
import { useAppNavigation } from "./app-router";
import { hasBootScreen, removeBootScreen } from "./boot-screen";
import { ScrollRestoration } from "./scroll-restoration";

// The service worker registers once the first screen has settled (the browser's first idle moment),
// from a chunk of its own: Workbox's client stays off the critical path, and the worker's precache
// never competes with the first paint.
const UpdatePrompt = lazy(async () => ({ default: (await import("./update-prompt")).UpdatePrompt }));

/** A thin orange bar at the top while the next screen's code or data loads. */
function NavigationProgress() {
  const busy = useAppNavigation().pending;
  return (
    <div
      aria-hidden="true"
      data-navigation={busy ? "loading" : "idle"}
      className={cn(
        "pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-brand-500 transition-transform duration-500",
        busy ? "scale-x-75" : "scale-x-0 opacity-0",
      )}
    />
  );
}

export function RootRoute() {
  // The first screen has committed with this route (layout effects run before the browser paints).
  useLayoutEffect(removeBootScreen, []);
  const settled = useWhenIdle();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
      {settled && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
}

/**
 * Shown while the first screen's code loads, unless the prerendered landing is already showing. The
 * logo fades in after 0.7 s: a returning member's screen (its code in the service worker's cache)
 * is drawn before that, with no flash of the logo first.
 */
export function RootFallback() {
  const t = useMessagesOr("shell", SHELL_TEXTS, { ask: false });
  if (hasBootScreen()) return null;
  return (
    <div
      role="status"
      aria-label={t("loading")}
      className="flex min-h-dvh animate-appear-late items-center justify-center bg-stone-50"
    >
      <BrandLogo className="size-12 animate-pulse" />
    </div>
  );
}
