// Where the realtime socket lives and the close codes the client acts on. Apart from the frame
// schemas (./realtime.ts) because the web's first script needs these and must not bring zod with it
// (ADR 0015): the web loads the schemas once its socket is open (src/web/lib/realtime.ts).

export const REALTIME_PATH = "/api/ws";

// WebSocket close codes the client acts on (4000-4999 are the application's own).
export const CLOSE_CODES = {
  unauthenticated: 4401,
  banned: 4403,
  sessionEnded: 4404,
} as const;
