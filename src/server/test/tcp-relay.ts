import net from "node:net";

// A TCP relay from a local port to a real server (Redis here): the test can cut it (the port closes
// and every connection is reset) or stall it (connections stay open and nothing gets through until it
// resumes, as in a network partition that heals), without touching the server that others use.

export type TcpRelay = {
  port: number;
  /** Holds every byte either way, new connections' too, until `resume` delivers them in order. */
  stall(): void;
  resume(): void;
  /** Stops listening and cuts every connection. */
  close(): Promise<void>;
};

export async function tcpRelay(target: URL): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  let stalled = false;
  const held: { to: net.Socket; chunk: Buffer }[] = [];
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on("data", (chunk: Buffer) => {
      if (stalled) held.push({ to, chunk });
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      // A cut connection is what the test is about, not an error of its own.
      socket.on("error", () => {});
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  let closed: Promise<void> | undefined;
  return {
    port,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closed;
    },
  };
}
