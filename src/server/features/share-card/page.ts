import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LANGUAGES, type Language } from "../../../shared/languages";
import { screenPageCandidates } from "../../../shared/screen-pages";
import { languageFromAcceptLanguage } from "../../platform/accept-language";
import { say } from "../../platform/i18n/words";
import { mayServeHost } from "./policy";
import { cardTemplate, eventCard, genericCard, pageWithCard } from "./presenter";
import { shareablePreview } from "./service";

// An experience's own address, /event/{id}, is the link members share (issue 27 item 5, ADR 0031).
// A chat app fetching it reads no script, so the server answers it with the app's HTML carrying the
// experience's Open Graph and Twitter card tags: approved, running experiences that are not over
// get theirs, every other id the app's generic card. Always the app's page with 200, so the SPA
// runs as on any other address (and its guard sends a signed-out visitor to sign in).

// The same for everyone (no account is read), so a minute in any cache is fine: a card may say a
// cancelled experience for that long, and a deploy is seen after at most a minute here (index.html
// itself is revalidated every time).
const CACHE = "public, max-age=60";
// Without PUBLIC_URL (a development server) the card's addresses are made from the request's Host,
// which anyone can set: such a page is never kept by a shared cache, or one request's Host would be
// served to everyone (issue 41 item 6). The browser may keep it, as it asked for it.
const CACHE_BY_HOST = "private, max-age=60";

/** The site's absolute origin: PUBLIC_URL, else the address the request came to (as the calendar file). */
function siteBase(app: FastifyInstance, request: FastifyRequest): string {
  return app.deps.config.publicUrl ?? `${request.protocol}://${request.headers.host ?? "localhost"}`;
}

export function registerShareCardPage(app: FastifyInstance, webDir: string | undefined): void {
  if (!webDir) return;
  // index.html naming the event screen's chunks and starting its read too, with the words of the
  // visitor's language (scripts/build/preload-plugin.ts), when built: event.hi.html, else event.html,
  // else index.html. Read once: the build does not change under a running server (`npm start`
  // builds first).
  const pageFor = (language: Language) =>
    [...screenPageCandidates("event", language), "index.html"]
      .map((page) => path.join(webDir, page))
      .find((file) => existsSync(file));
  if (!pageFor(LANGUAGES[0])) return;
  const templates = new Map(
    LANGUAGES.map((language) => [language, cardTemplate(readFileSync(pageFor(language)!, "utf8"))]),
  );
  const { db, storage } = app.deps;

  app.get<{ Params: { eventId: string } }>(
    "/event/:eventId",
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      // In the visitor's language; a chat app's fetcher that names none gets English.
      const language = languageFromAcceptLanguage(request.headers["accept-language"]);
      const { publicUrl } = app.deps.config;
      if (
        !mayServeHost({ publicUrl, host: request.headers.host, clientIp: request.socket.remoteAddress ?? "" })
      )
        return reply
          .status(421)
          .header("Cache-Control", "no-store")
          .type("text/plain; charset=utf-8")
          .send(say(language, "shareCard.wrongHost", { site: new URL(publicUrl!).host }));
      const base = siteBase(app, request);
      let card = genericCard(base, language);
      try {
        const row = await shareablePreview({ db, eventId: request.params.eventId });
        if (row) card = eventCard(storage, row, base, language);
      } catch (error) {
        // The card is a nicety; the app behind it must still load (it says what went wrong itself).
        request.log.warn({ err: error }, "share card lookup failed; sending the generic card");
      }
      const byHost = !app.deps.config.publicUrl;
      return (
        reply
          .header("Cache-Control", byHost ? CACHE_BY_HOST : CACHE)
          // A shared cache keeps one page per language asked for (and per Host, made from it).
          .header("Vary", byHost ? "Accept-Language, Host" : "Accept-Language")
          .type("text/html; charset=utf-8")
          .send(pageWithCard(templates.get(language)!, card))
      );
    },
  );
}
