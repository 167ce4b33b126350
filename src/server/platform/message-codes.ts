import * as texts from "../../shared/texts";

// The stable code of each sentence the server sends (issue 40 item 3): its place in the catalogue
// (`src/shared/texts`), so that a client renders it in its member's language while `message` keeps
// the SPEC's English for the clients that read it. MESSAGES' sentences are named by their key alone
// ("tokenInvalid"); every other set by its name and key ("request.notOpen", "email.footerWhy.all");
// a sentence exported alone by its name ("eventNotFound"). A sentence written twice keeps the first
// code it is found under, MESSAGES first. A sentence built from values (a function) has the code of
// its place too, and is sent with its values named (`valued`): the web words it with them.

const codes = new Map<string, string>();
// biome-ignore lint/complexity/noBannedTypes: a sentence function is known by identity, whatever it takes
const valuedCodes = new Map<Function, string>();

export type SentenceValues = Record<string, string | number>;

/** A sentence built from values: the English, its code and the values the web words it with. */
export type Valued = {
  readonly message: string;
  readonly code: string | undefined;
  readonly values: SentenceValues;
};

function collect(value: unknown, code: string): void {
  if (typeof value === "string") {
    if (!codes.has(value)) codes.set(value, code);
    return;
  }
  if (typeof value === "function") {
    if (!valuedCodes.has(value)) valuedCodes.set(value, code);
    return;
  }
  if (value && typeof value === "object" && !Array.isArray(value))
    for (const [key, inner] of Object.entries(value)) collect(inner, `${code}.${key}`);
}

const camel = (name: string) => name.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

for (const [key, value] of Object.entries(texts.MESSAGES)) collect(value, key);
for (const [name, value] of Object.entries(texts)) {
  if (name === "MESSAGES") continue;
  collect(value, camel(name.replace(/_MESSAGES$/, "")));
}

/** The code of a sentence of the catalogue; undefined for any other text. */
export function messageCode(message: string): string | undefined {
  return codes.get(message);
}

/**
 * A catalogue sentence that takes its values named (`PHONE_MESSAGES.wait({ seconds })`), written in
 * English with its code and the values beside it, for an answer or an error (`new AppError(429, …)`).
 */
export function valued<V extends SentenceValues>(sentence: (values: V) => string, values: V): Valued {
  return { message: sentence(values), code: valuedCodes.get(sentence), values };
}

/** Every sentence and its code (the guard test reads them). */
export function messageCodes(): ReadonlyMap<string, string> {
  return codes;
}
