import type { FastifyPluginAsync } from "fastify";
import {
  CLOSE_CODES,
  type ClientFrame,
  clientFrame,
  type ServerFrame,
} from "../../../shared/contracts/realtime";
import { MESSAGES } from "../../../shared/texts";
import { resolveAccessToken } from "../auth/session-service";
import type { Connection, Hub } from "./hub";

// A socket must authenticate with its first frame within this time, or it is closed.
const AUTH_TIMEOUT_MS = 10_000;

// A client's frame, or null when it is not JSON or not a frame of the schema (treated below as a
// missing authentication before it, ignored after it).
function parse(data: unknown): ClientFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(String(data));
  } catch {
    return null;
  }
  const frame = clientFrame.safeParse(json);
  return frame.success ? frame.data : null;
}

// GET /api/ws: the realtime socket. The first frame carries the access token (never the URL, which
// could reach a log); it is checked like a bearer token, bans and revoked sessions included.
export function realtimeRoutes(hub: Hub): FastifyPluginAsync {
  return async (app) => {
    const { db, sessionKeys, sessions } = app.deps;
    app.get("/ws", { websocket: true, config: { public: true } }, (socket, request) => {
      let connection: Connection | null = null;
      // One authentication per socket: a second auth frame (even while the first is being checked)
      // is ignored, so a socket is never two members and the hub never holds an entry it cannot remove.
      let authenticating = false;
      const send = (frame: ServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      const refuse = (message: string, code: number) => {
        send({ type: "denied", message });
        socket.close(code, "unauthenticated");
      };
      const timer = setTimeout(
        () => refuse(MESSAGES.tokenMissing, CLOSE_CODES.unauthenticated),
        AUTH_TIMEOUT_MS,
      );

      socket.on("message", (data) => {
        const frame = parse(data);
        if (frame?.type === "ping") return send({ type: "pong" });
        if (authenticating) return;
        if (frame?.type !== "auth") {
          return refuse(MESSAGES.tokenMissing, CLOSE_CODES.unauthenticated);
        }
        authenticating = true;
        clearTimeout(timer);
        void resolveAccessToken({ db, keys: sessionKeys, token: frame.token, cache: sessions })
          .then((result) => {
            if (!result.ok) {
              return refuse(
                result.reason === "banned" ? MESSAGES.bannedToken : MESSAGES.tokenInvalid,
                result.reason === "banned" ? CLOSE_CODES.banned : CLOSE_CODES.unauthenticated,
              );
            }
            if (socket.readyState !== socket.OPEN) return;
            // Pushes from the moment the socket is added; they wait until "ready" has gone, which
            // says how long before it nothing was pushed for the member (hub.quietFor).
            let held: ServerFrame[] | null = [];
            const userId = result.viewer.userId;
            connection = {
              userId,
              sessionId: result.viewer.sessionId,
              send: (pushed) => (held ? held.push(pushed) : send(pushed)),
              close: (code, reason) => socket.close(code, reason),
            };
            hub.add(connection);
            return hub.quietFor(userId).then((quietMs) => {
              send({ type: "ready", userId, quietMs: Math.floor(quietMs) });
              const waiting = held ?? [];
              held = null;
              for (const pushed of waiting) send(pushed);
            });
          })
          .catch((error: unknown) => {
            // The socket's upgrade request names it in the log (its reqId), as any request's lines do.
            request.log.error(error, "realtime authentication failed");
            socket.close(1011, "server error");
          });
      });
      socket.on("close", () => {
        clearTimeout(timer);
        if (connection) hub.remove(connection);
      });
    });
  };
}
