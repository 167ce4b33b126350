import { useRegisterSW } from "virtual:pwa-register/react";
import { RefreshCw } from "lucide";
import { Suspense } from "react";
import { Button } from "../components/button";
import { Icon } from "../components/icon";
import { useMessages } from "../lib/i18n";

/** How often an open app asks for a new service worker (a phone keeps the tab open for days). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (the production build; a no-op under `vite dev`) and, when a new
 * version has been deployed and installed, offers to reload into it. The new version waits for the
 * member (registerType "prompt", ADR 0016), so nothing typed is lost to an update. The only file
 * that imports the plugin's virtual module; tests alias it to src/web/test/pwa-register.ts.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        // Offline, or the server is away: the next check will do.
        registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
  });

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-[46] flex justify-center px-4 md:inset-x-auto md:right-6 md:bottom-6 md:w-96 md:px-0"
    >
      {needRefresh && (
        // The card's words come from the shell's catalogue, asked for only once a version is waiting:
        // /signin, which shows this prompt too, does not download the member frame's words for it.
        <Suspense fallback={null}>
          <UpdateCard onLater={() => setNeedRefresh(false)} onReload={() => void updateServiceWorker(true)} />
        </Suspense>
      )}
    </div>
  );
}

function UpdateCard({ onLater, onReload }: { onLater: () => void; onReload: () => void }) {
  const t = useMessages("shell");
  return (
    <div className="pointer-events-auto flex w-full items-center gap-3 rounded-2xl border border-brand-200 bg-white px-4 py-3 shadow-lg">
      <Icon node={RefreshCw} aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
      <p className="min-w-0 flex-1 text-sm font-medium text-gray-900">{t("updateReady")}</p>
      <Button variant="ghost" onClick={onLater}>
        {t("updateLater")}
      </Button>
      <Button onClick={onReload}>{t("updateReload")}</Button>
    </div>
  );
}
