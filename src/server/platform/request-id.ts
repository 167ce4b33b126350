import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";

// What a proxy's id may look like to be kept: a bounded token (nginx's $request_id, a UUID, a
// trace id), never free text that could forge log fields or flood a log line.
const SANE_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

// Every request gets an id that its log lines carry (Fastify's child logger adds `reqId`) and that
// its response names. A proxy's id is kept only when TRUST_PROXY says the proxy is ours, so the one
// id follows the request through the proxy's log and ours; a client cannot choose its own id (it
// could make its requests look like someone else's). UUIDs, unlike Fastify's counter, stay unique
// across instances behind one load balancer.
export function requestIdOptions(trustProxy: boolean) {
  return {
    requestIdHeader: false as const,
    genReqId: trustProxy ? idFromProxyOrNew : newId,
  };
}

const newId = () => randomUUID();

function idFromProxyOrNew(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && SANE_ID.test(given) ? given : randomUUID();
}

export function registerRequestIdHeader(app: FastifyInstance): void {
  // Set first thing, so that every answer carries it, refusals and errors included.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
