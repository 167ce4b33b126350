import type { FastifyServerOptions } from "fastify";
import { stdSerializers } from "pino";
import { maskEmails } from "./redact";

type SerializedError = ReturnType<typeof stdSerializers.err> & Record<string, unknown>;

// Drizzle wraps a failed query as "Failed query: <sql>\nparams: <every bound value>": a failed insert of a
// member would write their email, phone and date of birth into the log. PostgreSQL's own error adds
// `detail` ("Key (email)=(…) already exists") and `where`. The SQL stays (it names the table and the
// columns, which is what one needs to debug); the values never reach the log.
export function serializeError(error: unknown): SerializedError {
  const out = stdSerializers.err(error as Error) as SerializedError;
  return scrub(out, error);
}

function scrub(out: SerializedError, original: unknown): SerializedError {
  if (!out || typeof out !== "object") return out;
  const raw = (original as { params?: unknown; message?: unknown } | null) ?? {};
  if (raw.params !== undefined && typeof raw.message === "string") {
    // The bound values are everything after "\nparams: " in the driver's message; the serialized message
    // and stack both repeat that text (with causes appended), so it is cut out of each.
    const at = raw.message.indexOf("\nparams: ");
    if (at >= 0) {
      const values = raw.message.slice(at);
      if (typeof out.message === "string")
        out.message = out.message.replaceAll(values, "\nparams: [redacted]");
      if (typeof out.stack === "string") out.stack = out.stack.replaceAll(values, "\nparams: [redacted]");
    }
    out.params = "[redacted]";
  }
  for (const key of ["detail", "where", "parameters"]) if (key in out) out[key] = "[redacted]";
  // A mail server's refusal names the recipient; logs outlive a member's deletion.
  if (typeof out.message === "string") out.message = maskEmails(out.message);
  if (typeof out.stack === "string") out.stack = maskEmails(out.stack);
  const cause = (original as { cause?: unknown } | null)?.cause;
  const record = out as Record<string, unknown>;
  if (record.cause && typeof record.cause === "object") {
    record.cause = scrub(record.cause as SerializedError, cause);
  }
  return out;
}

// "Near me" sends the phone's point in the address (`near=18.52,73.86`): the access log writes every
// address with the client's, so a member's whereabouts would sit in the logs beside their IP, at full
// precision when the request is refused (issue 41 item 6). The point is dropped; the rest stays.
const NEAR_POINT = /([?&]near=)[^&#]*/gi;

export function withoutPlaces(url: string): string {
  return url.replace(NEAR_POINT, "$1[redacted]");
}

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

// Fastify's own request line (method, address, host, client), the address without a point in it.
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: withoutPlaces(request.url ?? ""),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(opts: {
  level: string;
  stream?: { write(line: string): void };
}): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level: opts.level,
    ...(opts.stream ? { stream: opts.stream } : {}),
    serializers: { err: serializeError, req: serializeRequest },
    // Tokens never reach the logs, whatever carries them.
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "*.firebaseToken",
        "*.idToken",
        "*.accessToken",
      ],
      censor: "[redacted]",
    },
  };
}
