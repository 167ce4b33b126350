import { MESSAGES } from "@shared/texts";
import { ApiError } from "./api";
import { getAccessToken, isUsableToken } from "./token-storage";

/** The server's file name (Content-Disposition), or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * A file the API serves to a signed-in member (a calendar entry, a copy of their data): a plain link
 * could not carry the bearer token, so it is fetched with it and handed to the browser as a download
 * through a temporary Blob URL. A refusal throws the server's sentence (or `failMessage`).
 */
export async function downloadWithToken(
  url: string,
  opts: { accept: string; fallbackName: string; failMessage: string },
): Promise<void> {
  const headers: Record<string, string> = { Accept: opts.accept };
  const token = getAccessToken();
  if (isUsableToken(token)) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch (err) {
    throw new Error(MESSAGES.networkError, { cause: err });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === "string" ? body.message : opts.failMessage;
    throw new ApiError(message, { status: response.status, body });
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileNameOf(response, opts.fallbackName);
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
