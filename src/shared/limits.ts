// Every number of SPEC sections 5 and 9, written once for the web app and the server.

export const LIMITS = {
  phoneLength: 10,
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxPixels: 40_000_000,
  imageLongSide: 1080,
  imageThumbSide: 256,
  profileImagesMax: 6,
  avatarTypes: ["image/jpeg", "image/jpg", "image/png", "image/webp"],
  scenePreferencesMax: 3,
  idealScenesMax: 3,
  scenePurposeMax: 2,
  checkUserTimeoutMs: 15_000,
  loginTimeoutMs: 15_000,
  registerTimeoutMs: 30_000,
  defaultRequestTimeoutMs: 20_000,
  loginRedirectDelayMs: 100,
  mobileBreakpointPx: 768,
  onboardingProgressSteps: 8,
  onboardingLastStep: 9,
  descriptionMin: 30,
  descriptionMax: 150,
  descriptionPreview: 100,
  slotsMin: 1,
  timeStepSeconds: 900,
  starsMin: 1,
  starsMax: 5,
  scoreMin: 0,
  scoreMax: 100,
  chatPollMs: 3000,
  chatPreviewSizes: [3, 5, 8],
  // The chat list holds a member's newest 200 conversations; /chat asks first for a screenful
  // (`?limit=`, ADR 0058) and for the rest only when the member opens "Show all" or searches.
  chatListMax: 200,
  messageMaxLength: 2000,
  // Messages a thread answers at once (its newest); older ones are beyond the screens for now.
  threadPageSize: 500,
  flagReasonMaxLength: 1000,
  // A report of a review to the admins (issue 27 item 6).
  reviewFlagReasonMaxLength: 500,
  // A report of a chat message to the admins, and the quote a reply shows of its original (issue 28).
  messageFlagReasonMaxLength: 500,
  // A report of a listing: the member's optional words beside the chosen reason (issue 42 item 4).
  listingReportDetailsMaxLength: 500,
  replySnippetLength: 120,
  rejectionReasonMaxLength: 500,
  nameMaxLength: 80,
  eventNameMaxLength: 120,
  meetingPlaceMaxLength: 120,
  meetingAddressMaxLength: 200,
  // A Google Maps place link with its data runs to several hundred characters; 2,000 holds any of them.
  meetingLinkMaxLength: 2000,
  adminHostRatingFallback: 4.3,
  requestScreenRatingFallback: 4,
} as const;

/** What /chat asks for first (ADR 0058): the most threads a preview shows at any width (SPEC 2). */
export const CHAT_LIST_FIRST = Math.max(...LIMITS.chatPreviewSizes);

export const MAX_SLOTS = 500;
// The fee column is a 32-bit integer of rupees; no outing costs more than ten lakh a person.
export const MAX_COST = 1_000_000;
// The age a member must have reached to register (SPEC 5).
export const MIN_AGE = 18;

export const CURRENCY = { code: "INR", prefix: "Rs." } as const;

// How long a chat's first unread direct message waits before the unread ones go out as one email,
// to a member whose messages do not come by push (ADR 0017): the settings screen says it, the
// server's job waits it.
export const MESSAGE_EMAIL_AFTER_MINUTES = 30;

// Local-storage keys of SPEC "Device storage".
export const STORAGE_KEYS = {
  accessToken: "accessToken",
  userId: "userID",
  authToken: "authToken",
} as const;

// Near me's point, kept for the tab (session storage, src/web/lib/near-me.ts); /events' own page
// reads the list without it only when it is not there (scripts/build/early-read.ts).
export const NEAR_ME_STORAGE_KEY = "meetup.nearMe";
