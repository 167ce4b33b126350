// The landing's pages (signin.html and one per language) carry the sign-in landing prerendered in
// #boot (scripts/build/prerender-signin-plugin.ts) so a phone paints it before the scripts arrive.
// The app leaves it in place until its own first screen is in the DOM, then removes it in the same
// frame: no blank and no loading logo in between.

const BOOT_ID = "boot";

export function hasBootScreen(): boolean {
  return document.getElementById(BOOT_ID) !== null;
}

export function removeBootScreen(): void {
  document.getElementById(BOOT_ID)?.remove();
}
