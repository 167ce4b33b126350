import net from "node:net";
import { beforeAll } from "vitest";
import type { Config } from "../config";
import { testAppForFile } from "./app";

// A test file's app listening on a local port, for tests that speak raw HTTP over a socket (an
// upload that never ends, a client that trickles) or open its realtime socket: `connect` opens a
// socket to it, `url` names a path on it for an ordinary fetch, `origin` is its address (for
// test/ws-client.ts).
export function listeningAppForFile(overrides: Partial<Config> = {}) {
  const t = testAppForFile(overrides);
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  const connect = (onConnect?: () => void) => net.connect(port, "127.0.0.1", onConnect);
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  const origin = () => url("");
  return { t, connect, url, origin };
}

// A server that never answers must fail the test, not hang it: past `ms` the socket is destroyed
// and the test fails with `why`.
export function giveUpAfter(socket: net.Socket, ms: number, fail: (error: Error) => void, why: string) {
  setTimeout(() => {
    socket.destroy();
    fail(new Error(why));
  }, ms).unref();
}
