import { useState } from "react";
import { DEFAULT_AVATAR } from "../../../../components/avatar";
import { ADMIN_PROFILE_TEXTS, ADMIN_TEXTS } from "../../../../lib/texts";

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
  const photos = [...new Set([avatar ?? DEFAULT_AVATAR, ...images.filter(Boolean)])];
  return (
    <ul aria-label={ADMIN_TEXTS.photos} className="grid grid-cols-3 gap-2 sm:gap-3">
      {photos.map((src, index) => (
        <li key={src} className="aspect-square overflow-hidden rounded-xl bg-stone-100">
          <Photo
            src={src}
            alt={
              index === 0
                ? ADMIN_PROFILE_TEXTS.profilePictureOf(name)
                : ADMIN_PROFILE_TEXTS.photoOf(index + 1, name)
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
