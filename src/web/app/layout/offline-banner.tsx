import { WifiOff } from "lucide";
import { useLayoutEffect, useRef } from "react";
import { Icon } from "../../components/icon";
import { useMessages } from "../../lib/i18n";
import { useOnline } from "../../lib/use-online";

/**
 * Screens that fill the viewport between the header and the bottom bar (the chat thread) subtract
 * this from their height, so that the strip never pushes their foot (the composer) out of view.
 */
const HEIGHT_VARIABLE = "--offline-banner-height";

/**
 * A strip under the header while the browser is offline: the screens below show what was last
 * loaded (the service worker keeps it), read-only. A live region without a role is always in the
 * page, so a screen reader announces the strip when the connection drops (as the toast region does).
 */
export function OfflineBanner() {
  const online = useOnline();
  const t = useMessages("shell");
  const strip = useRef<HTMLParagraphElement>(null);

  // The strip's height as the page lays it out (one line, or two on a narrow phone).
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const element = strip.current;
    if (online || !element) {
      root.removeProperty(HEIGHT_VARIABLE);
      return;
    }
    const measure = () => root.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(HEIGHT_VARIABLE);
    };
  }, [online]);

  return (
    <div aria-live="polite" className="sticky top-16 z-20">
      {!online && (
        <p
          ref={strip}
          role="status"
          className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900"
        >
          <Icon node={WifiOff} aria-hidden="true" className="size-4 shrink-0" />
          <span>{t("offline")}</span>
        </p>
      )}
    </div>
  );
}
