import { describe, expect, it } from "vitest";
import { MIN_AGE } from "../src/shared/limits";
import { EVENT_CATEGORIES } from "../src/shared/options";
import { AUTH_MESSAGES } from "../src/shared/texts/auth";
import { COMMON_MESSAGES } from "../src/shared/texts/common";
import {
  CANCELLED_BY_HOST,
  EVENT_ACTION_MESSAGES,
  EVENT_NOT_FOUND,
  NOT_PENDING,
} from "../src/shared/texts/events";
import { IMAGE_MESSAGES } from "../src/shared/texts/images";
import { JOB_MESSAGES } from "../src/shared/texts/jobs";
import { MORE_MESSAGES, ONBOARDING_MESSAGES } from "../src/shared/texts/onboarding";
import { ADMIN_FORM_MESSAGES } from "../src/shared/texts/people";
import { PHONE_TEXTS } from "../src/web/lib/texts/phone";
import {
  ADMIN_SPEC_TEXTS,
  AUTH_SPEC_TEXTS,
  COMMON_SPEC_TEXTS,
  EVENTS_SPEC_TEXTS,
  HOME_SPEC_TEXTS,
  PROFILE_SPEC_TEXTS,
} from "../src/web/lib/texts/spec";
import { catalogueProblems, placeholders, readCatalogues, SERVER_LOCALES_DIR } from "./catalogue-check";

// ADR 0053: one catalogue per language and area, the same keys and placeholders in each.
describe("the language catalogues", () => {
  const catalogues = readCatalogues();

  it("have every key in every language, messages that parse, and the same placeholders", () => {
    expect(Object.keys(catalogues).sort()).toEqual(["en", "hi"]);
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it("hold the server's words (emails, pushes, the development sign-in, share cards) to the same rules: every key in both, same placeholders", () => {
    const server = readCatalogues(SERVER_LOCALES_DIR);
    expect(Object.keys(server).sort()).toEqual(["en", "hi"]);
    expect(Object.keys(server.en ?? {}).sort()).toEqual([
      "devSignin",
      "email",
      "notifications",
      "push",
      "shareCard",
    ]);
    expect(catalogueProblems(server)).toEqual([]);
  });

  it("keep the SPEC's sign-in words word for word in English", () => {
    const signin = catalogues.en?.signin;
    expect(signin).toMatchObject({
      signinTagline: AUTH_SPEC_TEXTS.signinTagline,
      signInWithGoogle: AUTH_SPEC_TEXTS.signInWithGoogle,
      signInFailed: AUTH_MESSAGES.signInFailed,
      popupBlocked: AUTH_MESSAGES.popupBlocked,
      popupClosed: AUTH_MESSAGES.popupClosed,
      networkError: AUTH_MESSAGES.networkError,
      timeout: AUTH_MESSAGES.timeout,
    });
    // The server's refusals of a sign-in, as the server's catalogue words them.
    for (const key of [
      "accountBanned",
      "idTokenUsed",
      "idTokenExpired",
      "idTokenInvalid",
      "idTokenNonce",
      "idTokenEmailUnverified",
      "idTokenAudience",
      "idTokenNoSubject",
      "idTokenMissing",
    ] as const)
      expect(signin?.[key], key).toBe(AUTH_MESSAGES[key]);
    expect(signin?.tooManyRequests).toBe(COMMON_MESSAGES.tooManyRequests);
  });

  // The onboarding quiz: its SPEC words, and the rules' sentences (which the server sends and the quiz
  // finds its fields at fault by), are the same sentences in the English catalogue. The plural ones
  // are checked formatted, in problem-key.test.ts.
  it("keep the quiz's SPEC words and its rules' sentences word for word in English", () => {
    const onboarding = catalogues.en?.onboarding ?? {};
    expect(onboarding).toMatchObject({
      continue: AUTH_SPEC_TEXTS.continue,
      finish: AUTH_SPEC_TEXTS.finish,
      trustNo: AUTH_SPEC_TEXTS.trustGoodVibes,
      pleaseWait: COMMON_SPEC_TEXTS.pleaseWait,
      registrationFailed: AUTH_MESSAGES.registrationFailed,
      accountBanned: AUTH_MESSAGES.accountBanned,
    });
    const { registered: _said, ...rules } = ONBOARDING_MESSAGES;
    for (const [key, sentence] of Object.entries(rules)) expect(onboarding[key], key).toBe(sentence);
    const { underAge, tooMany, ...more } = MORE_MESSAGES;
    for (const [key, sentence] of Object.entries(more)) expect(onboarding[key], key).toBe(sentence);
    expect(String(onboarding.underAge).replace("{minAge}", String(MIN_AGE))).toBe(underAge);
    expect(String(onboarding.tooMany).replace("{max}", "3")).toBe(tooMany(3));
    expect(String(onboarding.notAnImage).replace("{file}", "a.gif")).toBe(IMAGE_MESSAGES.notAnImage("a.gif"));
    expect(String(onboarding.imageTooLarge).replace("{file}", "b.png")).toBe(
      IMAGE_MESSAGES.imageTooLarge("b.png"),
    );
  });

  it("keep home's SPEC words, and its phone card's title as the phone screen's, in English", () => {
    expect(catalogues.en?.home).toMatchObject({
      adminPanel: HOME_SPEC_TEXTS.adminPanel,
      findCompanion: HOME_SPEC_TEXTS.findCompanion,
      eventsForYou: HOME_SPEC_TEXTS.eventsForYou,
      createAnExperience: HOME_SPEC_TEXTS.createAnExperience,
      verifyPhoneTitle: PHONE_TEXTS.title,
      documentTitle: `{appName} — ${AUTH_SPEC_TEXTS.signinTagline}`,
    });
  });

  it("keep /events' SPEC words, and each category as the value the API takes, in English", () => {
    const events = catalogues.en?.events;
    expect(events).toMatchObject({
      heading: EVENTS_SPEC_TEXTS.eventsHeading,
      all: COMMON_SPEC_TEXTS.all,
      noEventsFound: EVENTS_SPEC_TEXTS.noEventsFound,
      anywhereSpecific: EVENTS_SPEC_TEXTS.anywhereSpecific,
      search: EVENTS_SPEC_TEXTS.search,
      resetFilters: EVENTS_SPEC_TEXTS.resetFilters,
      createExperience: PROFILE_SPEC_TEXTS.createExperience,
    });
    // The chips' labels ("categoryTreks") are the categories the API takes, one each, word for word.
    const categories = Object.entries(events ?? {}).filter(([key]) => /^category[A-Z]/.test(key));
    expect(categories.map(([, english]) => english).sort()).toEqual([...EVENT_CATEGORIES].sort());
  });

  // The admin screens: their SPEC words, and the server's sentences they render by code (ADR 0056),
  // word for word in English.
  it("keep the admin area's SPEC words and the server's sentences it renders by code in English", () => {
    expect(catalogues.en?.admin).toMatchObject({
      noEventsFound: EVENTS_SPEC_TEXTS.noEventsFound,
      pleaseWait: COMMON_SPEC_TEXTS.pleaseWait,
      all: COMMON_SPEC_TEXTS.all,
      notAvailable: COMMON_SPEC_TEXTS.notAvailable,
      noUsersFound: ADMIN_SPEC_TEXTS.noUsersFound,
      manualMatchmaking: ADMIN_SPEC_TEXTS.manualMatchmaking,
      serverListingApproved: EVENT_ACTION_MESSAGES.listingApproved,
      serverListingRejected: EVENT_ACTION_MESSAGES.listingRejected,
      serverNotPending: NOT_PENDING,
      serverCancelledByHost: CANCELLED_BY_HOST,
      serverEventNotFound: EVENT_NOT_FOUND,
      serverRejectionReasonRequired: ADMIN_FORM_MESSAGES.rejectionReasonRequired,
      serverJobRetried: JOB_MESSAGES.retried,
      serverJobNotFound: JOB_MESSAGES.notFound,
      serverJobNotFailed: JOB_MESSAGES.notFailed,
    });
    // SPEC 2's admin index line, "Found 3 flagged Profiles", capital P and all.
    expect(catalogues.en?.admin?.flaggedProfilesFound).toBe(
      "{count, plural, other {Found # flagged Profiles}}",
    );
  });

  it("reads a message's placeholders, their kinds and those inside a plural's cases", () => {
    expect(placeholders("Welcome to {appName}")).toEqual(["appName"]);
    expect(placeholders("{count, plural, one {# seat for {name}} other {# seats}}")).toEqual([
      "count, plural",
      "name",
    ]);
    expect(placeholders("No placeholders, it's plain")).toEqual([]);
  });

  it("names a missing key, a missing file, a message that does not parse and different placeholders", () => {
    expect(
      catalogueProblems({
        en: {
          signin: {
            title: "Sign in",
            hello: "Hello {name}",
            seats: "{n, plural, one {# seat} other {# seats}}",
          },
          people: { heading: "People" },
        },
        hi: {
          signin: { title: "साइन इन", hello: "नमस्ते {naam}", seats: "{n, plural, other {# सीटें}" },
        },
      }),
    ).toEqual([
      "hi/people.json is missing",
      'signin: "hello" has different placeholders: en {name}, hi {naam}',
      expect.stringMatching(/^hi\/signin\.json: "seats" does not parse/),
    ]);
    expect(catalogueProblems({ en: { signin: { a: "A", b: "B" } }, hi: { signin: { a: "अ" } } })).toEqual([
      'hi/signin.json has no "b"',
    ]);
  });
});
