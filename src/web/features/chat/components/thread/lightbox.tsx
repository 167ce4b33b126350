import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { CloseButton } from "../../../../components/close-button";
import { useMessages } from "../../../../lib/i18n";
import type { Photo } from "./types";

/**
 * A photo full size over the screen (issue 28 item 1): a modal dialog whose only control is Close
 * (focus goes there and stays), closed by Escape, the button or a tap beside the photo. Loaded on
 * first use (photo-thumb.tsx).
 */
export function Lightbox({ photo, onClose }: { photo: Photo; onClose: () => void }) {
  const t = useMessages("thread");
  const close = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    close.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === "Tab") {
        // The one control: focus stays on it.
        event.preventDefault();
        close.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, []);

  const label = t("photoFrom", { name: photo.senderName });
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap beside the photo closes it; Escape and the Close button do the same for keyboards.
    <div
      role="dialog"
      aria-modal="true"
      aria-label={label}
      className="fixed inset-0 z-50 flex flex-col bg-gray-950/95 text-white"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex shrink-0 items-center gap-3 px-3 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2">
        <p className="min-w-0 flex-1 truncate text-sm font-semibold">{label}</p>
        <CloseButton
          ref={close}
          label={t("close")}
          onClick={onClose}
          iconSize="size-6"
          className="text-white hover:bg-white/15"
        />
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: as above, a tap beside the photo closes it. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
      <div
        className="flex min-h-0 flex-1 items-center justify-center p-2"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <img src={photo.url} alt={photo.caption || label} className="max-h-full max-w-full object-contain" />
      </div>
      {photo.caption && (
        <p className="shrink-0 px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] text-center text-base whitespace-pre-wrap wrap-anywhere">
          {photo.caption}
        </p>
      )}
    </div>,
    document.body,
  );
}
