import { messageCode, type Valued } from "./message-codes";

// The success envelope of every answer (ARCHITECTURE "API contract"); what goes inside comes from a
// presenter, so routes never spell out a response object of their own.
export const ok = <T>(data: T) => ({ success: true as const, data });

// A sentence the server sends carries its catalogue code beside it (message-codes.ts): the web shows
// it in the member's language, and the English `message` stays for every other client. A sentence
// built from values carries them too.
const coded = (sentence: string | Valued) => {
  if (typeof sentence !== "string") {
    const { message, code, values } = sentence;
    return code ? { message, code, values } : { message };
  }
  const code = messageCode(sentence);
  return code ? { message: sentence, code } : { message: sentence };
};

export const okWithMessage = <T>(message: string | Valued, data: T) => ({
  success: true as const,
  ...coded(message),
  data,
});

// An action that answers a sentence and no data.
export const done = (message: string) => ({ success: true as const, ...coded(message), data: null });

// A page of a list: the presenter's data with its paging fields beside it (nextCursor, total).
export const okPage = <T extends { data: unknown }>(page: T) => ({ success: true as const, ...page });

// Every failure: a status (set by the caller) and one clear sentence.
export const failed = (message: string | Valued) => ({ success: false as const, ...coded(message) });
