import type { Server } from "node:http";

// A client that trickles its headers or body a byte at a time holds a connection (and a buffer) for as
// long as the server lets it: 100 of them stayed open 75 s before these limits. Node answers 408 and
// closes the connection when either limit passes. It checks every `connectionsCheckingInterval` (30 s by
// default, far coarser than the limits), so the check runs every second. Upgraded sockets (the realtime
// WebSocket) leave the HTTP server's tracking and are not affected.
export function applySlowClientLimits(server: Server, requestTimeoutMs: number): void {
  server.requestTimeout = requestTimeoutMs;
  server.headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs);
  // A documented option of http.createServer that @types/node does not list as a property.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1_000;
}

const HEADERS_TIMEOUT_MS = 10_000;
