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

// Reads a whole multipart form into memory (files are at most 5 MB each, 7 in all, by the plugin's limits).
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
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
    throw error;
  }
  return { fields, files };
}

// File names only ever appear in messages; keep them short and plain.
function safeName(name: string | undefined): string {
  const base = (name ?? "image").split(/[\\/]/).pop() ?? "image";
  return base.replace(/[^\w.\- ]/g, "").slice(0, 80) || "image";
}
