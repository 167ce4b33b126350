import { categoryImages, DEFAULT_EVENT_IMAGE } from "../../../shared/category-images";
import type { EventPreview } from "../../../shared/contracts/share-card";
import { coverSrcSet } from "../../../shared/cover-image";
import { type Language, LOCALE_TAGS } from "../../../shared/languages";
import { eventPath } from "../../../shared/share-card";
import { escapeHtml } from "../../platform/html";
import { cardDays } from "../../platform/i18n/format";
import { appName, say } from "../../platform/i18n/words";
import { imageUrl, type Storage } from "../../platform/storage";
import type { PreviewRow } from "./service";

// What a shared link shows (ADR 0031): the public preview the sign-in screen reads, and the Open
// Graph and Twitter card tags a chat app reads from the page's HTML. The same four facts in both:
// cover, name, days, area.

/** The cover as stored, else the first picture of its category, else the default picture. */
export function coverPath(storage: Storage, row: Pick<PreviewRow, "image" | "category">): string {
  return imageUrl(storage, row.image) ?? categoryImages(row.category)[0] ?? DEFAULT_EVENT_IMAGE;
}

const place = (row: Pick<PreviewRow, "city" | "state">) => `${row.city}, ${row.state}`;

export function presentPreview(storage: Storage, row: PreviewRow): EventPreview {
  return {
    _id: row.id,
    name: row.name,
    image: coverPath(storage, row),
    fromDate: row.fromDate.toISOString(),
    toDate: row.toDate.toISOString(),
    time: row.time,
    place: place(row),
  };
}

export type ShareCard = {
  /** The visitor's language (Accept-Language): the card's words, og:locale and <html lang>. */
  language: Language;
  title: string;
  description: string;
  /** The page's own <title>. */
  pageTitle: string;
  /** Absolute URLs. */
  url: string;
  image: string;
  imageAlt: string;
  /** A wide picture for an experience; the square app icon for the generic card. */
  twitterCard: "summary_large_image" | "summary";
  /** The experience's cover as its page draws it (a path): the page asks for it before its scripts. */
  cover?: string;
};

/** The card of an experience anyone may see: `base` is the site's absolute origin, no trailing slash. */
export function eventCard(storage: Storage, row: PreviewRow, base: string, language: Language): ShareCard {
  return {
    language,
    title: row.name,
    // "Sat 12 Dec · Pune, Maharashtra": the days in the visitor's language, the place as typed.
    description: `${cardDays(language, row)} · ${place(row)}`,
    pageTitle: `${row.name} · ${appName()}`,
    url: `${base}${eventPath(row.id)}`,
    image: `${base}${coverPath(storage, row)}`,
    imageAlt: row.name,
    twitterCard: "summary_large_image",
    cover: coverPath(storage, row),
  };
}

/** The app's own card: for any link that names no experience a card may show. */
export function genericCard(base: string, language: Language): ShareCard {
  const tagline = say(language, "shareCard.tagline");
  return {
    language,
    title: appName(),
    description: tagline,
    pageTitle: `${appName()} — ${tagline}`,
    url: `${base}/`,
    image: `${base}/icons/icon-512.png`,
    imageAlt: appName(),
    twitterCard: "summary",
  };
}

/** The <head> tags of a card, every value escaped (a name is whatever its host typed). */
export function cardTags(card: ShareCard): string {
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}" />`;
  return [
    property("og:type", "website"),
    property("og:site_name", appName()),
    // "en_IN" / "hi_IN": Open Graph writes a locale with an underscore.
    property("og:locale", LOCALE_TAGS[card.language].replace("-", "_")),
    property("og:title", card.title),
    property("og:description", card.description),
    property("og:url", card.url),
    property("og:image", card.image),
    property("og:image:alt", card.imageAlt),
    named("twitter:card", card.twitterCard),
    named("twitter:title", card.title),
    named("twitter:description", card.description),
    named("twitter:image", card.image),
  ].join("");
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;

const DOCTYPE = /^\s*<!doctype html>/i;

/**
 * index.html made ready for cards once: its title and description left out (each card brings its
 * own), split where the card's tags go: the end of <head>, or after the doctype of a page that
 * leaves <head> implicit (the browser puts the tags there all the same).
 */
export function cardTemplate(indexHtml: string): { head: string; rest: string } {
  const page = indexHtml.replace(TITLE, "").replace(DESCRIPTION, "");
  const end = page.indexOf("</head>");
  const at = end >= 0 ? end : (DOCTYPE.exec(page)?.[0].length ?? 0);
  return { head: page.slice(0, at), rest: page.slice(at) };
}

/**
 * The cover, asked for as the page arrives: on a member's first visit the page's largest picture
 * otherwise waits for the scripts, the experience's read and its render (issue 41). Only a picture
 * that every first screen of this address draws as that same file: most cold visits to a shared link
 * are newcomers, whose first screen is sign-in with the cover as a thumbnail. A picture the project
 * ships is the same file there; an upload is its 256 px square there and its 1080 px copy on the
 * experience's page, so asking early would cost a newcomer the larger one for nothing.
 */
export function coverPreload(cover: string): string {
  if (coverSrcSet(cover)) return "";
  return `<link rel="preload" as="image" href="${escapeHtml(cover)}" fetchpriority="high" />`;
}

/** The app's HTML carrying the card. */
export function pageWithCard(template: { head: string; rest: string }, card: ShareCard): string {
  return [
    // The page's language is the card's until the app runs (it sets its own from the device).
    template.head.replace(/<html lang="[^"]*"/i, `<html lang="${LOCALE_TAGS[card.language]}"`),
    `<title>${escapeHtml(card.pageTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(card.description)}" />`,
    cardTags(card),
    card.cover ? coverPreload(card.cover) : "",
    template.rest,
  ].join("");
}
