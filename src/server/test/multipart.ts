import type { FastifyInstance } from "fastify";

// Builds a multipart/form-data body for app.inject, with files as raw bytes.
export type Part =
  | { name: string; value: string }
  | { name: string; fileName: string; contentType: string; body: Buffer };

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----meetup${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("fileName" in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(part.body);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
    }
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Plain form fields as parts, numbers written as the browser sends them. */
export const fieldParts = (fields: Record<string, string | number>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));

// Posts the parts as a multipart form, as `who` when given (their bearer token beside the form's type).
export function postMultipart(
  app: FastifyInstance,
  url: string,
  parts: Part[],
  who?: { headers: Record<string, string> },
) {
  const { payload, headers } = multipart(parts);
  return app.inject({ method: "POST", url, payload, headers: { ...headers, ...who?.headers } });
}
