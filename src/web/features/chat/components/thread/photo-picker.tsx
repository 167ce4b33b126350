import { ImagePlus } from "lucide";
import { lazy, Suspense, useRef, useState } from "react";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import { useOnline } from "../../../../lib/use-online";
import type { SendPhoto } from "./types";

// The dialog that previews the photo and takes a caption loads once a photo is chosen.
const PhotoSendDialog = lazy(() =>
  import("./photo-send-dialog").then((m) => ({ default: m.PhotoSendDialog })),
);

/**
 * The composer's photo button (issue 28 item 1): picks a photo, or takes one with the phone's camera
 * (the picker offers both for `image/*`), then previews it with a caption before sending.
 */
export function PhotoPicker({ onSend, disabled = false }: { onSend: SendPhoto; disabled?: boolean }) {
  const t = useMessages("thread");
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const online = useOnline();

  return (
    <>
      <button
        ref={button}
        type="button"
        disabled={disabled || !online}
        onClick={() => input.current?.click()}
        aria-label={t("addPhoto")}
        className={cn(
          "flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 transition-colors",
          "hover:bg-stone-100 hover:text-brand-800 focus-ring disabled:cursor-not-allowed disabled:text-gray-300",
        )}
      >
        <Icon node={ImagePlus} aria-hidden="true" className="size-6" />
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // The same photo chosen again later still fires a change.
          event.target.value = "";
          if (chosen) setFile(chosen);
        }}
      />
      {file && (
        <Suspense fallback={null}>
          <PhotoSendDialog
            file={file}
            onSend={onSend}
            onChooseAnother={() => input.current?.click()}
            onClose={() => {
              setFile(null);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
