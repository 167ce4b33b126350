import { messageCode } from "./message-codes";

// The success envelope of every answer (ARCHITECTURE "API contract"); what goes inside comes from a
// presenter, so routes never spell out a response object of their own.
export const ok = <T>(data: T) => ({ success: true as const, data });

// A sentence the server sends carries its catalogue code beside it (message-codes.ts): the web shows
// it in the member's language, and the English `message` stays for every other client.
const coded = (message: string) => {
  const code = messageCode(message);
  return code ? { message, code } : { message };
};

export const okWithMessage = <T>(message: string, data: T) => ({
  success: true as const,
  ...coded(message),
  data,
});

// An action that answers a sentence and no data.
export const done = (message: string) => ({ success: true as const, ...coded(message), data: null });

// A page of a list: the presenter's data with its paging fields beside it (nextCursor, total).
export const okPage = <T extends { data: unknown }>(page: T) => ({ success: true as const, ...page });

// Every failure: a status (set by the caller) and one clear sentence.
export const failed = (message: string) => ({ success: false as const, ...coded(message) });
