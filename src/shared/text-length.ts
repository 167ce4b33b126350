// Lengths as a member counts them: one emoji, one accented letter, one Devanagari syllable cluster is
// one character, whatever UTF-16 makes of it. String.length counted a family emoji as 11, so 2,000
// emoji were refused as "too long" at about 180.
// Made on first use: building a segmenter loads ICU's break rules, main-thread work a phone would
// otherwise do while the first screen loads.
let graphemes: Intl.Segmenter | undefined;

export function characterCount(text: string): number {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

// Whether `text` is at most `max` characters. Past 16 UTF-16 units a character (no real text gets
// there) it is too long without being segmented, so a huge body costs nothing to refuse.
export function fitsLength(text: string, max: number): boolean {
  if (text.length <= max) return true;
  if (text.length > max * 16) return false;
  return characterCount(text) <= max;
}
