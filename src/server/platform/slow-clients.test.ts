import { describe, expect, it } from "vitest";
import { giveUpAfter, listeningAppForFile } from "../test/listening-app";

const { connect, url } = listeningAppForFile({ requestTimeoutMs: 1_500 });

// Opens a raw connection, sends `start`, then one byte every 200 ms; resolves with what the server sent
// and how long it kept the connection, once the server closes it.
function slowClient(start: string, trickle: string): Promise<{ reply: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    const socket = connect();
    let reply = "";
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      socket.write(start);
      let i = 0;
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(trickle[i++ % trickle.length]!);
      }, 200);
    });
    socket.on("data", (chunk) => {
      reply += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ reply, ms: Date.now() - began });
    });
    // The test's own bound: a server without limits would hold the socket for minutes.
    giveUpAfter(socket, 20_000, reject, "the server kept a trickling connection open for 20 s");
  });
}

describe("slow clients", () => {
  it("are cut off when their body trickles in past the request timeout", async () => {
    const { reply, ms } = await slowClient(
      "POST /api/users/check-user HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
      "a",
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(6_000);
  });

  it("are cut off when their headers trickle in", async () => {
    const { ms } = await slowClient("GET /api/health HTTP/1.1\r\nHost: x\r\n", "X-Slow: a\r\n");
    expect(ms).toBeLessThan(6_000);
  });

  it("leave ordinary requests alone", async () => {
    const res = await fetch(url("/api/health"));
    expect(res.status).toBe(200);
  });
});
