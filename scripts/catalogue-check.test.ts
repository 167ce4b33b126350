import { describe, expect, it } from "vitest";
import { messageCode, messageCodes } from "../src/server/platform/message-codes";
import { MIN_AGE } from "../src/shared/limits";
import { CHOICE_QUESTIONS } from "../src/shared/onboarding";
import { EVENT_CATEGORIES } from "../src/shared/options";
import { CHAT_MESSAGES, MESSAGES, PHOTO_MESSAGES } from "../src/shared/texts";
import { ATTENDANCE_MESSAGES } from "../src/shared/texts/attendance";
import { AUTH_MESSAGES } from "../src/shared/texts/auth";
import { CONVERSATION_MESSAGES } from "../src/shared/texts/chat";
import { COMMON_MESSAGES } from "../src/shared/texts/common";
import {
  CANCELLED_BY_HOST,
  EVENT_ACTION_MESSAGES,
  EVENT_NOT_FOUND,
  NOT_PENDING,
  REQUEST_MESSAGES,
} from "../src/shared/texts/events";
import { FOLLOW_MESSAGES } from "../src/shared/texts/follows";
import { HELP_MESSAGES, TRUSTED_CONTACT_MESSAGES, TRUSTED_CONTACT_NAME_MAX } from "../src/shared/texts/help";
import { IMAGE_MESSAGES } from "../src/shared/texts/images";
import { JOB_MESSAGES } from "../src/shared/texts/jobs";
import { LISTING_REPORT_REASON_LABELS } from "../src/shared/texts/moderation";
import { MORE_MESSAGES, ONBOARDING_MESSAGES } from "../src/shared/texts/onboarding";
import { ADMIN_FORM_MESSAGES, MEMBER_NOT_FOUND, SAFETY_MESSAGES } from "../src/shared/texts/people";
import { PHONE_MESSAGES } from "../src/shared/texts/phone";
import { PHOTO_CHECK_MESSAGES, PHOTO_POSE_WORDS } from "../src/shared/texts/photo-check";
import { REVIEW_ACTION_MESSAGES } from "../src/shared/texts/reviews";
import { UPI_MESSAGES } from "../src/shared/texts/upi";
import { CHAT_SENTENCES } from "../src/web/features/chat/chat-sentences";
import { THREAD_SENTENCES } from "../src/web/features/chat/thread-sentences";
import {
  EVENT_LOAD_SERVER_KEYS,
  EVENT_SERVER_KEYS,
  REPORT_SERVER_KEYS,
} from "../src/web/features/events/server-keys";
import { COST_SENTENCES } from "../src/web/features/expenses/cost-sentences";
import { FEEDBACK_SERVER_KEYS, REPORT_REVIEW_SERVER_KEYS } from "../src/web/features/reviews/server-keys";
import { SAFETY_SERVER_KEYS } from "../src/web/features/share/server-keys";
import { SHELL_TEXTS } from "../src/web/lib/texts/common";
import { LISTINGS_SPEC_TEXTS } from "../src/web/lib/texts/listings";
import { PHONE_TEXTS } from "../src/web/lib/texts/phone";
import { PHOTO_CHECK_TEXTS } from "../src/web/lib/texts/photo-check";
import {
  ADMIN_SPEC_TEXTS,
  AUTH_SPEC_TEXTS,
  CHAT_SPEC_TEXTS,
  COMMON_SPEC_TEXTS,
  EVENTS_SPEC_TEXTS,
  HOME_SPEC_TEXTS,
  PEOPLE_SPEC_TEXTS,
  PROFILE_SPEC_TEXTS,
} from "../src/web/lib/texts/spec";
import { VERIFICATION_TEXTS } from "../src/web/lib/texts/verification";
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

  it("hold every quiz answer the API takes, under that value, with the SPEC's words in English", () => {
    const values = Object.values(CHOICE_QUESTIONS).flatMap((question) => [...question.values]);
    for (const language of ["en", "hi"])
      expect(Object.keys(catalogues[language]?.answers ?? {}).sort()).toEqual([...values].sort());
    for (const value of values) expect(catalogues.en?.answers?.[value], value).toBe(value);
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

  it("keep the frame's English fallbacks (a failed route, a loading status) equal to the shell's English", () => {
    // Shown when no catalogue could be loaded (useMessagesOr); the shell's words once it is.
    expect(catalogues.en?.shell).toMatchObject(SHELL_TEXTS);
    expect(SHELL_TEXTS.routeErrorTitle).toBe(COMMON_MESSAGES.somethingWentWrong);
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

  // Issue 40, the chat and a trip's costs: their SPEC words, and every server sentence they render by
  // its code (ADR 0056), word for word as the server's catalogue writes it.
  it("keep the chat's SPEC words, and the server's sentences it renders by code, in English", () => {
    expect(catalogues.en?.chat).toMatchObject({ unsupportedMessage: CHAT_SPEC_TEXTS.unsupportedMessage });
    expect(catalogues.en?.thread).toMatchObject({
      unsupportedMessage: CHAT_SPEC_TEXTS.unsupportedMessage,
      sayHello: PEOPLE_SPEC_TEXTS.sayHello,
      thinking: "Thinking About It",
      reviewTooEarly: MESSAGES.reviewTooEarly,
      rsvpFailed: MESSAGES.rsvpFailed,
      reviewThanks: MESSAGES.reviewThanks,
      tooLong: CHAT_MESSAGES.tooLong,
      captionTooLong: PHOTO_MESSAGES.captionTooLong,
    });
    const sentences = new Map([...messageCodes()].map(([sentence, code]) => [code, sentence]));
    for (const [area, table] of [
      ["chat", CHAT_SENTENCES],
      ["thread", THREAD_SENTENCES],
      ["expenses", COST_SENTENCES],
    ] as const)
      for (const [code, key] of Object.entries(table)) {
        expect(sentences.get(code), `${area} ${code}`).toBeDefined();
        expect(catalogues.en?.[area]?.[key], `${area} ${code}`).toBe(sentences.get(code));
      }
  });

  it("keep the listings' SPEC words, and the sentences they show, word for word in English", () => {
    expect(catalogues.en?.listings).toMatchObject({
      title: LISTINGS_SPEC_TEXTS.myListings,
      upcoming: LISTINGS_SPEC_TEXTS.upcoming,
      yourEvents: LISTINGS_SPEC_TEXTS.yourEvents,
      view: LISTINGS_SPEC_TEXTS.view,
      showChat: LISTINGS_SPEC_TEXTS.showChat,
      leaveEvent: LISTINGS_SPEC_TEXTS.leaveEvent,
      shareExperience: LISTINGS_SPEC_TEXTS.shareExperience,
      closeListing: LISTINGS_SPEC_TEXTS.closeListing,
      readMore: LISTINGS_SPEC_TEXTS.readMore,
      readLess: LISTINGS_SPEC_TEXTS.readLess,
      seekers: LISTINGS_SPEC_TEXTS.seekers,
      going: LISTINGS_SPEC_TEXTS.going,
      thinking: LISTINGS_SPEC_TEXTS.thinking,
      accept: LISTINGS_SPEC_TEXTS.accept,
      reject: LISTINGS_SPEC_TEXTS.reject,
      createExperience: PROFILE_SPEC_TEXTS.createExperience,
      noUpcoming: PROFILE_SPEC_TEXTS.noUpcoming,
      noCreated: PROFILE_SPEC_TEXTS.noCreated,
      notRated: COMMON_SPEC_TEXTS.notAvailable,
      joined: EVENTS_SPEC_TEXTS.joined,
      requestSent: EVENTS_SPEC_TEXTS.requestSent,
      cancelledByYou: EVENTS_SPEC_TEXTS.cancelledByYou,
      pendingApproval: EVENTS_SPEC_TEXTS.pendingApproval,
      listed: EVENTS_SPEC_TEXTS.listed,
      rejected: EVENTS_SPEC_TEXTS.rejected,
      leftEvent: EVENT_ACTION_MESSAGES.eventLeftFromListing,
      listingClosed: EVENT_ACTION_MESSAGES.eventCancelled,
      reviewTooEarly: REVIEW_ACTION_MESSAGES.reviewTooEarly,
      somethingWrong: COMMON_MESSAGES.tryAgain,
      pleaseWait: COMMON_SPEC_TEXTS.pleaseWait,
      eventCreated: EVENT_ACTION_MESSAGES.eventCreated,
      locationLoadFailed: EVENT_ACTION_MESSAGES.locationLoadFailed,
      coverType: ONBOARDING_MESSAGES.avatarType,
      // The server's refusals of a host's answer, which the screen knows by their code alone.
      requestNotPending: REQUEST_MESSAGES.notPending,
      requestNotFound: REQUEST_MESSAGES.noSuchRequest,
      requestFull: REQUEST_MESSAGES.full,
      requestOver: REQUEST_MESSAGES.over,
      requestNotOpen: REQUEST_MESSAGES.notOpen,
    });
    // The create form's category choices are the categories the API takes, one each, word for word.
    const categories = Object.entries(catalogues.en?.listings ?? {}).filter(([key]) =>
      /^category[A-Z]/.test(key),
    );
    expect(categories.map(([, english]) => english).sort()).toEqual([...EVENT_CATEGORIES].sort());
  });

  it("keep an event page's SPEC words, and the server's sentences it says by code, in English", () => {
    const event = catalogues.en?.event;
    expect(event).toMatchObject({
      requestToJoin: EVENTS_SPEC_TEXTS.requestToJoin,
      requestSent: EVENTS_SPEC_TEXTS.requestSent,
      joined: EVENTS_SPEC_TEXTS.joined,
      createdByYou: EVENTS_SPEC_TEXTS.createdByYou,
      cancelledByYou: EVENTS_SPEC_TEXTS.cancelledByYou,
      pendingApproval: EVENTS_SPEC_TEXTS.pendingApproval,
      rejected: EVENTS_SPEC_TEXTS.rejected,
      pleaseWait: COMMON_SPEC_TEXTS.pleaseWait,
      notAvailable: COMMON_SPEC_TEXTS.notAvailable,
      verifiedOnly: VERIFICATION_TEXTS.verifiedOnly,
    });
    // SPEC 8's sentences of a join, said by the page itself.
    expect(catalogues.en?.["action-answers"]).toMatchObject({
      joinSent: "Request sent successfully.",
      joinFailed: "Failed to send join request.",
    });
    // The categories and the cost line are the events list's, in every language, under its keys.
    for (const language of ["en", "hi"] as const) {
      const list = catalogues[language]?.events ?? {};
      const shared = Object.keys(list).filter((key) => /^category[A-Z]/.test(key) || key === "cost");
      expect(shared).toHaveLength(16);
      for (const key of shared) expect(catalogues[language]?.event?.[key], key).toBe(list[key]);
    }
    // Each code's key holds, word for word, the English the server sends with that code (ADR 0056).
    const answers = catalogues.en?.["action-answers"];
    for (const [code, key] of Object.entries(EVENT_SERVER_KEYS)) {
      expect(messageCode(String(answers?.[key] ?? "")), key).toBe(code);
    }
    for (const [code, key] of Object.entries(EVENT_LOAD_SERVER_KEYS)) {
      expect(messageCode(String(event?.[key] ?? "")), key).toBe(code);
    }
    const report = catalogues.en?.["report-listing"];
    for (const [code, key] of Object.entries(REPORT_SERVER_KEYS)) {
      expect(messageCode(String(report?.[key] ?? "")), key).toBe(code);
    }
    // The report's reasons are the values the API takes; their English is the shared labels'.
    expect(report).toMatchObject({
      reasonScam: LISTING_REPORT_REASON_LABELS.scam,
      reasonUnsafe: LISTING_REPORT_REASON_LABELS.unsafe,
      reasonMisleading: LISTING_REPORT_REASON_LABELS.misleading,
      reasonOffensive: LISTING_REPORT_REASON_LABELS.offensive,
      reasonOther: LISTING_REPORT_REASON_LABELS.other,
      pleaseWait: COMMON_SPEC_TEXTS.pleaseWait,
    });
  });

  it("keep the reviews' and the trusted-contact panel's server sentences, said by code, word for word in English", () => {
    const reviews = catalogues.en?.["review-forms"];
    for (const [code, key] of Object.entries({ ...FEEDBACK_SERVER_KEYS, ...REPORT_REVIEW_SERVER_KEYS })) {
      expect(messageCode(String(reviews?.[key] ?? "")), key).toBe(code);
    }
    const safety = catalogues.en?.safety;
    for (const [code, key] of Object.entries(SAFETY_SERVER_KEYS)) {
      expect(messageCode(String(safety?.[key] ?? "")), key).toBe(code);
    }
  });

  it("keep the people screens' SPEC words, and the server's sentences they show by code, in English", () => {
    expect(catalogues.en?.people).toMatchObject({
      title: PEOPLE_SPEC_TEXTS.peopleTitle,
      loadingMatches: PEOPLE_SPEC_TEXTS.loadingMatches,
      matchesError: PEOPLE_SPEC_TEXTS.matchesError,
      noMatches: PEOPLE_SPEC_TEXTS.noMatches,
      flagUser: PEOPLE_SPEC_TEXTS.flagUser,
      flagConfirm: PEOPLE_SPEC_TEXTS.flagConfirm,
      flagReason: PEOPLE_SPEC_TEXTS.flagReason,
      sayHello: PEOPLE_SPEC_TEXTS.sayHello,
      notAvailable: COMMON_SPEC_TEXTS.notAvailable,
      pleaseWait: COMMON_SPEC_TEXTS.pleaseWait,
      helloSent: CONVERSATION_MESSAGES.helloSent,
      flagged: SAFETY_MESSAGES.flagged,
      blocked: SAFETY_MESSAGES.blocked,
      serverMemberNotFound: MEMBER_NOT_FOUND,
      serverFlagReasonRequired: SAFETY_MESSAGES.flagReasonRequired,
      serverFlagTooLong: SAFETY_MESSAGES.flagTooLong,
      serverFlagSelf: SAFETY_MESSAGES.flagSelf,
      serverFlagDuplicate: SAFETY_MESSAGES.flagDuplicate,
      serverBlockSelf: SAFETY_MESSAGES.blockSelf,
      serverFollowSelf: FOLLOW_MESSAGES.followSelf,
      serverTooManyRequests: COMMON_MESSAGES.tooManyRequests,
    });
  });

  it("keep the profile's and its detail screens' SPEC words, and the server's sentences they show, in English", () => {
    expect(catalogues.en?.profile).toMatchObject({
      accountDetails: PROFILE_SPEC_TEXTS.accountDetails,
      myExperience: PROFILE_SPEC_TEXTS.myExperience,
      myCompanions: PROFILE_SPEC_TEXTS.myCompanions,
      myListings: PROFILE_SPEC_TEXTS.myListings,
      logout: PROFILE_SPEC_TEXTS.logout,
      tagline: PROFILE_SPEC_TEXTS.profileTagline,
      verifyPhone: PHONE_TEXTS.title,
      unblocked: SAFETY_MESSAGES.unblocked,
      serverNotBlocked: SAFETY_MESSAGES.notBlocked,
      contestReasonRequired: ATTENDANCE_MESSAGES.contestReasonRequired,
      contested: ATTENDANCE_MESSAGES.contested,
      serverContestTooLong: ATTENDANCE_MESSAGES.contestTooLong,
      serverAlreadyContested: ATTENDANCE_MESSAGES.alreadyContested,
      serverNoMark: ATTENDANCE_MESSAGES.noMark,
      serverTooManyRequests: COMMON_MESSAGES.tooManyRequests,
    });
    expect(catalogues.en?.account).toMatchObject({
      accountDetails: PROFILE_SPEC_TEXTS.accountDetails,
      aboutYou: PROFILE_SPEC_TEXTS.aboutYou,
      travelPreferences: PROFILE_SPEC_TEXTS.travelPreferences,
      companionMatching: PROFILE_SPEC_TEXTS.companionMatching,
      trustAndSafety: PROFILE_SPEC_TEXTS.trustAndSafety,
      myExperience: PROFILE_SPEC_TEXTS.myExperience,
      myCompanions: PROFILE_SPEC_TEXTS.myCompanions,
      myListings: PROFILE_SPEC_TEXTS.myListings,
      noAttended: PROFILE_SPEC_TEXTS.noAttended,
      noHosted: PROFILE_SPEC_TEXTS.noHosted,
      noCompanions: PROFILE_SPEC_TEXTS.noCompanions,
      createExperience: PROFILE_SPEC_TEXTS.createExperience,
      notRated: COMMON_SPEC_TEXTS.notRated,
      verifyPhone: PHONE_TEXTS.title,
      upiInvalid: UPI_MESSAGES.invalid,
      upiSaved: UPI_MESSAGES.saved,
      upiCleared: UPI_MESSAGES.cleared,
      serverTooManyRequests: COMMON_MESSAGES.tooManyRequests,
    });
  });

  it("keep the phone check's title and the server's sentences it shows by code in English", () => {
    const phone = catalogues.en?.phone ?? {};
    expect(phone.title).toBe(PHONE_TEXTS.title);
    expect(phone.tooManyRequests).toBe(COMMON_MESSAGES.tooManyRequests);
    // Every sentence of PHONE_MESSAGES without values (the SMS is the server's), under its own key;
    // those built from values (a wait, the tries left) are compared in phone-page.test.tsx.
    for (const [key, sentence] of Object.entries(PHONE_MESSAGES))
      if (typeof sentence === "string" && key !== "verified") expect(phone[key], key).toBe(sentence);
  });

  it("keep the photo check's title, its poses and the server's sentences it shows by code in English", () => {
    const photo = catalogues.en?.photo ?? {};
    expect(photo.title).toBe(PHOTO_CHECK_TEXTS.title);
    expect(photo.tooManyRequests).toBe(COMMON_MESSAGES.tooManyRequests);
    for (const key of [
      "noPose",
      "selfieRequired",
      "notAnImage",
      "tooLarge",
      "notMultipart",
      "pendingReview",
    ] as const)
      expect(photo[key], key).toBe(PHOTO_CHECK_MESSAGES[key]);
    // Each pose's words ("poseLeftEar"), one per pose the server asks for, word for word.
    const poses = Object.entries(photo).filter(
      ([key]) => /^pose[A-Z]/.test(key) && key !== "poseHeading" && key !== "poseHint",
    );
    expect(poses.map(([, english]) => english).sort()).toEqual(Object.values(PHOTO_POSE_WORDS).sort());
  });

  it("keep Help's and the trusted contact's server sentences, shown by code, in English", () => {
    const help = catalogues.en?.help ?? {};
    const capital = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
    for (const [key, sentence] of Object.entries(HELP_MESSAGES))
      if (typeof sentence === "string" && `help${capital(key)}` in help)
        expect(help[`help${capital(key)}`], key).toBe(sentence);
    expect(help.reported).toBe(HELP_MESSAGES.reported);
    expect(String(help.contactTold).replace("{name}", "Asha")).toBe(HELP_MESSAGES.contactTold("Asha"));
    for (const [key, sentence] of Object.entries(TRUSTED_CONTACT_MESSAGES))
      if (`contact${capital(key)}` in help)
        expect(
          String(help[`contact${capital(key)}`]).replace("{max}", String(TRUSTED_CONTACT_NAME_MAX)),
          key,
        ).toBe(sentence);
    expect(help.tooManyRequests).toBe(COMMON_MESSAGES.tooManyRequests);
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
