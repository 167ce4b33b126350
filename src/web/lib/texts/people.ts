import { COMMON_TEXTS } from "./common";

// Words of the people screens that SPEC.md leaves to the product, one set per component.
export const PEOPLE_TEXTS = {
  list: "Matched members",
  loadMore: COMMON_TEXTS.loadMore,
  loadingMore: COMMON_TEXTS.loading,
  tryAgain: COMMON_TEXTS.tryAgain,
  browseEvents: COMMON_TEXTS.browseEvents,
};

export const HERO_TEXTS = {
  compatibility: COMMON_TEXTS.compatibility,
  hostRating: "Host Rating",
  whyYouMatch: "Why you match",
  // Read before the place, for screen readers (the trailing space keeps the words apart).
  currentLocation: "Current location: ",
};

// A person card's match pill reads "87% match"; the word is only for screen readers.
export const CARD_TEXTS = {
  matchSuffix: " match",
};

export const SECTION_TEXTS = {
  photos: "Photos",
  scenePreferences: "Scene preferences",
  idealScenes: "Ideal scenes",
  eventsHosted: "Events Hosted",
  eventsAttended: "Events Attended",
  noneHosted: "No events hosted yet.",
  noneAttended: "No events attended yet.",
  photoAlt: (name: string, n: number) => `Photo ${n} of ${name}`,
};

export const NOT_AVAILABLE_TEXTS = {
  title: "This profile is not available.",
  body: "The member may have left, or the profile is hidden from you.",
  back: "Back to people",
};

export const DETAIL_TEXTS = {
  back: COMMON_TEXTS.back,
  moreActions: "More actions",
  blockUser: "Block User",
  openChat: "Open chat",
  tryAgain: COMMON_TEXTS.tryAgain,
  documentTitle: "Member profile",
};

export const FLAG_TEXTS = {
  confirmHint: "Our admins will look at this profile. Only they see who flagged it.",
  reasonHint: "Tell our admins what happened. They read every flag.",
  placeholder: "For example: fake profile, rude messages, spam…",
  reasonRequired: "Please write a reason so our admins know what happened.",
  yes: COMMON_TEXTS.yes,
  no: COMMON_TEXTS.no,
  save: "Save",
  cancel: COMMON_TEXTS.cancel,
};

export const BLOCK_TEXTS = {
  title: (name: string) => `Block ${name}?`,
  description: "You will no longer see each other, and you can unblock them from your profile.",
  confirm: "Block",
  cancel: COMMON_TEXTS.cancel,
};

// The /people page's subtitle.
export const PEOPLE_SUBTITLE = "Members whose answers match yours, best match first.";
