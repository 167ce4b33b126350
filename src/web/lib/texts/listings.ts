// SPEC words of the listings screens (SPEC 2 "/listing", "Joined-event detail", "/request"), word for
// word. The screens read them from the `listings` catalogue (src/web/locales, ADR 0053); the guard
// test (scripts/catalogue-check.test.ts) holds the catalogue's English to these.
export const LISTINGS_SPEC_TEXTS = {
  myListings: "My Listings",
  upcoming: "Upcoming",
  yourEvents: "Your Events",
  view: "View",
  showChat: "Show Chat",
  leaveEvent: "Leave Event",
  shareExperience: "Share your experience",
  closeListing: "Close Listing",
  readMore: "Read More",
  readLess: "Read Less",
  seekers: "Seekers",
  going: "Going",
  thinking: "Thinking About It",
  accept: "Accept",
  reject: "Reject",
} as const;
