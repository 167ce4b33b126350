// An experience's cover as the app draws it (components/event-image.tsx): its copies and the widths
// it is drawn at. The shared link's page (features/share-card) asks early only for a cover with no
// copies, which every screen draws as the same file.
import { variantUrl } from "./image-variants";

/**
 * How wide a cover is drawn, for the browser to pick a copy by before the style sheet says: the card
 * grid's widths (one column on phones, two from 640 px, three from 1024 px inside a 1100 px column).
 */
export const COVER_SIZES = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw";

/** A cover's `srcset`: its 480 px copy and itself (1080 px); null for a picture with no copies. */
export function coverSrcSet(url: string): string | null {
  const small = variantUrl(url, "w480");
  return small ? `${small} 480w, ${url} 1080w` : null;
}
