import { variantUrl } from "@shared/image-variants";
import { lazy, Suspense, useRef, useState } from "react";
import { useMessages } from "../../../../lib/i18n";
import type { Photo } from "./types";

// The full view loads on first use: a thread that is only read never downloads it.
const Lightbox = lazy(() => import("./lightbox").then((m) => ({ default: m.Lightbox })));

// A chat photo's link is signed for the picture and its copies alike (issue 41 item 6): its 480 px
// copy is the same link with the copy's name. Older public addresses follow the shared rule.
function smallCopy(url: string): string | null {
  if (url.startsWith("/uploads/chat/")) return url.replace(/\.webp\?/, ".w480.webp?");
  return variantUrl(url, "w480");
}

/**
 * A photo in a bubble or the album (issue 28 item 1): its 480 px copy in a 4:3 frame (the box keeps
 * its size while it loads, so the thread does not jump), and a tap opens it full size.
 */
export function PhotoThumb({ photo, className }: { photo: Photo; className?: string }) {
  const t = useMessages("thread");
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const small = smallCopy(photo.url);
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t("openPhoto", { name: photo.senderName })}
        className={
          className ??
          "block aspect-[4/3] w-60 max-w-full overflow-hidden rounded-xl bg-stone-200 focus-ring focus-visible:ring-offset-2"
        }
      >
        <img
          src={small ?? photo.url}
          srcSet={small ? `${small} 480w, ${photo.url} 1080w` : undefined}
          sizes="240px"
          alt={photo.caption || t("photoFrom", { name: photo.senderName })}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </button>
      {open && (
        <Suspense fallback={null}>
          <Lightbox
            photo={photo}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
