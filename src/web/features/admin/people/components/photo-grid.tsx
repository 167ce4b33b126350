import { useState } from "react";
import { DEFAULT_AVATAR } from "../../../../components/avatar";
import { formatNumber, useLanguage, useMessages } from "../../../../lib/i18n";

/** SPEC 9: the member's pictures in 3 columns, the profile picture first. */
export function PhotoGrid({
  name,
  avatar,
  images,
}: {
  name: string;
  avatar: string | null;
  images: readonly string[];
}) {
  const t = useMessages("admin-people");
  const language = useLanguage();
  const photos = [...new Set([avatar ?? DEFAULT_AVATAR, ...images.filter(Boolean)])];
  return (
    <ul aria-label={t("photos")} className="grid grid-cols-3 gap-2 sm:gap-3">
      {photos.map((src, index) => (
        <li key={src} className="aspect-square overflow-hidden rounded-xl bg-stone-100">
          <Photo
            src={src}
            alt={
              index === 0
                ? t("profilePictureOf", { name })
                : t("photoOf", { number: formatNumber(language, index + 1), name })
            }
          />
        </li>
      ))}
    </ul>
  );
}

function Photo({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? DEFAULT_AVATAR : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover"
    />
  );
}
