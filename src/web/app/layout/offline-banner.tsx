import { WifiOff } from "lucide-react";
import { OFFLINE_TEXTS } from "../../lib/texts";
import { useOnline } from "../../lib/use-online";

/**
 * A strip under the header while the browser is offline: the screens below show what was last
 * loaded (the service worker keeps it), read-only. A live region without a role is always in the
 * page, so a screen reader announces the strip when the connection drops (as the toast region does).
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div aria-live="polite" className="sticky top-16 z-20">
      {!online && (
        <p
          role="status"
          className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900"
        >
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <span>{OFFLINE_TEXTS.banner}</span>
        </p>
      )}
    </div>
  );
}
