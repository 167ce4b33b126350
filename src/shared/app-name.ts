// The app's own name (issue 41 item 7): "Saath", Hindi for "together". It is a brand, so it stays
// in Latin letters in every language (the Hindi catalogues write {appName}, never a Devanagari
// spelling). An operator renames the app with APP_NAME: the server reads it at start
// (src/server/config.ts), the web build at build time (vite.config.ts); this is the one default
// both fall back to.
export const DEFAULT_APP_NAME = "Saath";

/** APP_NAME as the environment gives it, trimmed; the default when it is unset or blank. */
export function appNameFrom(value: string | undefined): string {
  const name = value?.trim();
  return name ? name : DEFAULT_APP_NAME;
}
