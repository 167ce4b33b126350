import zlib from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

// Responses over about 1 KB travel compressed (ADR 0015): JSON lists and pages shrink 5-10x, which
// is what a phone on patchy 4G waits for. Brotli at quality 4 costs about what gzip 6 costs per
// response, so a busy server does not pay for it in latency; built assets are compressed once at
// build time at the best quality and only picked here (web-app.ts, `preCompressed`).
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
