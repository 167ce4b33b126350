import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { MESSAGES } from "../../shared/texts";
import { AppError, badRequest } from "./errors";
import { hasUnstorableText } from "./input-hygiene";

export type UploadedFile = { field: string; fileName: string; body: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: UploadedFile[] };

// The plugin's limit errors, as sentences a member can act on.
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: MESSAGES.avatarSize,
  FST_FILES_LIMIT: MESSAGES.tooManyFiles,
  FST_PARTS_LIMIT: MESSAGES.tooManyParts,
  FST_FIELDS_LIMIT: MESSAGES.tooManyFields,
};

// busboy's words for a body that is not a well-formed multipart form.
const MALFORMED = /^(Unexpected end of (form|multipart data)|Malformed part header)/;

export type MultipartOptions = {
  // The file fields this form takes and how many of each; any other file part is read past, never kept.
  files: Record<string, number>;
  // The whole request, refused from its Content-Length before a byte of it is read.
  maxBytes: number;
  // Runs once with the fields read so far, before the first kept file is read (e.g. checking the
  // sign-in token, so an anonymous sender's pictures are never held in memory).
  beforeFiles?: (fields: Record<string, string>) => Promise<void>;
};

// Reads a multipart form: fields into strings, expected files into memory (5 MB each at most, by the
// plugin's limits), everything else streamed past without being kept.
export async function readMultipart(request: FastifyRequest, opts: MultipartOptions): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, MESSAGES.notMultipart);
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > opts.maxBytes) throw new AppError(413, MESSAGES.bodyTooLarge);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const kept: Record<string, number> = {};
  let checked = !opts.beforeFiles;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const wanted = (kept[part.fieldname] ?? 0) < (opts.files[part.fieldname] ?? 0);
        if (!wanted) {
          await pipeline(part.file, discard());
          continue;
        }
        if (!checked) {
          checked = true;
          await opts.beforeFiles!(fields);
        }
        kept[part.fieldname] = (kept[part.fieldname] ?? 0) + 1;
        const body = await part.toBuffer();
        if (body.length > 0) files.push({ field: part.fieldname, fileName: safeName(part.filename), body });
      } else if (typeof part.value === "string") {
        if (hasUnstorableText(part.value) || hasUnstorableText(part.fieldname)) {
          throw badRequest(MESSAGES.unstorableText);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (code in LIMIT_MESSAGES) throw new AppError(413, LIMIT_MESSAGES[code]!);
    if (code === "FST_PROTO_VIOLATION") throw new AppError(400, MESSAGES.invalidInput);
    // A body cut short or garbled: the parser (busboy) says so in a plain Error, which is the
    // sender's fault, not the server's (it was a logged 500 before).
    if (!(error instanceof AppError) && MALFORMED.test((error as Error).message ?? "")) {
      throw new AppError(400, MESSAGES.invalidInput);
    }
    throw error;
  }
  return { fields, files };
}

function discard(): Writable {
  return new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
}

// File names only ever appear in messages; keep them short and plain.
function safeName(name: string | undefined): string {
  const base = (name ?? "image").split(/[\\/]/).pop() ?? "image";
  return base.replace(/[^\w.\- ]/g, "").slice(0, 80) || "image";
}
