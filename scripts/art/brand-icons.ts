// The app's icons for the home screen (web app manifest, apple-touch-icon): the brand mark of
// src/web/components/brand-mark.tsx and favicon.svg (a white map pin with two meeting dots on an
// orange tile), drawn on the 40-unit grid of that logo and scaled to the icon's size.

const PIN =
  "M20 7.5c-5.8 0-10.5 4.5-10.5 10.2 0 7.4 8.6 14.1 9.7 14.9a1.3 1.3 0 0 0 1.6 0c1.1-.8 9.7-7.5 9.7-14.9C30.5 12 25.8 7.5 20 7.5Z";
const GRADIENT = `<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fb923c"/><stop offset="1" stop-color="#ea580c"/></linearGradient>`;

/** The 40-unit grid drawn at the icon's own size, so that edges are rasterised sharp, not scaled up. */
const open = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">`;

/** The pin and its dots on the 40-unit grid, centred on (20, 20). */
const pin = () =>
  `<path d="${PIN}" fill="#fff"/><circle cx="16.6" cy="17.6" r="3.1" fill="#f97316"/><circle cx="23.4" cy="17.6" r="3.1" fill="#fdba74"/>`;

/** The logo as the header shows it: the rounded orange tile with the pin, corners transparent. */
export function appIcon(size: number): string {
  return `${open(size)}<defs>${GRADIENT}</defs><rect width="40" height="40" rx="11" fill="url(#tile)"/>${pin()}</svg>`;
}

/**
 * A full-bleed tile for launchers that cut their own shape (maskable, and iOS, which rounds the
 * corners itself). `pinScale` shrinks the pin around the centre: a maskable icon keeps what matters
 * inside the central circle of 80 % of its width, so the pin is drawn smaller there.
 */
export function fullBleedIcon(size: number, pinScale: number): string {
  const offset = 20 * (1 - pinScale);
  return `${open(size)}<defs>${GRADIENT}</defs><rect width="40" height="40" fill="url(#tile)"/><g transform="translate(${offset} ${offset}) scale(${pinScale})">${pin()}</g></svg>`;
}
