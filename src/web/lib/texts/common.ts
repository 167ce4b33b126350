// SPEC words several screens use. Part of TEXTS (see index.ts).
export const COMMON_SPEC_TEXTS = {
  pleaseWait: "Please Wait",
  all: "All",
  notAvailable: "N/A",
  notRated: "N/R",
} as const;

// The product's everyday words that many screens repeat (beyond the SPEC), written once; the feature
// sets point here.
export const COMMON_TEXTS = {
  tryAgain: "Try again",
  cancel: "Cancel",
  yes: "Yes",
  no: "No",
  loadMore: "Load more",
  browseEvents: "Browse events",
  compatibility: "Compatibility",
  loading: "Loading…",
  yesterday: "Yesterday",
  back: "Back",
} as const;
