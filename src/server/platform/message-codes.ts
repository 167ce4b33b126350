import * as texts from "../../shared/texts";

// The stable code of each sentence the server sends (issue 40 item 3): its place in the catalogue
// (`src/shared/texts`), so that a client renders it in its member's language while `message` keeps
// the SPEC's English for the clients that read it. MESSAGES' sentences are named by their key alone
// ("tokenInvalid"); every other set by its name and key ("request.notOpen", "email.footerWhy.all");
// a sentence exported alone by its name ("eventNotFound"). A sentence written twice keeps the first
// code it is found under, MESSAGES first. Sentences built from values (functions) have none yet.

const codes = new Map<string, string>();

function collect(value: unknown, code: string): void {
  if (typeof value === "string") {
    if (!codes.has(value)) codes.set(value, code);
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

/** Every sentence and its code (the guard test reads them). */
export function messageCodes(): ReadonlyMap<string, string> {
  return codes;
}
