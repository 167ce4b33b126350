// The yardstick for `npm run bench`: a bare Fastify route answering the same JSON as
// GET /api/auth/config, run in the same process and measured the same way as the app, so that the
// app's own per-request cost shows as a ratio to the framework's on this machine, in this run.
import Fastify from "fastify";

const BODY = {
  success: true,
  data: { provider: "development", authorizationEndpoint: "/dev-idp/authorize", clientId: "meetup-web-dev" },
};

export async function startBareFastify(): Promise<{ url: string; stop: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get("/config", async () => BODY);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/config`, stop: () => app.close() };
}
