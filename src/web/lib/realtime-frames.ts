import { type ServerFrame, serverFrame } from "@shared/contracts/realtime";

// The parser of the server's frames, in a chunk of its own: zod and the frame schemas stay out of
// the first script (ADR 0015), and realtime.ts loads this once its socket opens.

/**
 * The frame in `data`, or null when it is not JSON or not a frame this version knows (a newer
 * server's, or a broken one). Never throws: an odd frame is ignored, not a crash of a screen.
 */
export function parseServerFrame(data: string): ServerFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    warn("a frame that is not JSON", data.slice(0, 200));
    return null;
  }
  const frame = serverFrame.safeParse(json);
  if (frame.success) return frame.data;
  warn("a frame that does not parse", frame.error.issues);
  return null;
}

// Vite replaces `import.meta.env.DEV` in the build (false: a production tab ignores it quietly).
function warn(what: string, detail: unknown): void {
  if (import.meta.env?.DEV) console.warn(`realtime: ignored ${what}`, detail);
}
