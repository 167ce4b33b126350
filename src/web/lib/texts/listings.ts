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

// Words of the listings screens that SPEC.md leaves to the product, one set per screen or component.

/** /listing/input: the create-experience form (SPEC 5). */
export const CREATE_LISTING_TEXTS = {
  title: "Create an experience",
  subtitle: "Tell people what you're planning. An admin reviews every listing before it goes live.",
  experienceSection: "The experience",
  name: "Name",
  namePlaceholder: "Sunrise trek to Nandi Hills",
  category: "Category",
  customCategory: "Name your scene",
  customCategoryPlaceholder: "Pottery by the lake",
  description: "Description",
  descriptionHint: (min: number, max: number) => `${min} to ${max} characters.`,
  descriptionPlaceholder: "What will you do, what should people bring, who is it for?",
  whereSection: "Where",
  state: "State",
  loadingStates: "Loading states…",
  chooseState: "Choose a state",
  city: "City",
  chooseCity: "Choose a city",
  chooseStateFirst: "Choose a state first",
  meetingPlace: "Meeting point",
  meetingPlacePlaceholder: "Blue Tokai, Koregaon Park",
  meetingAddress: "Address or landmark",
  meetingAddressPlaceholder: "Lane 7, opposite the Osho garden gate",
  meetingHint: "Only members you accept see it; others see the city.",
  pinHere: "Pin where I am now",
  pinHint: "Optional: stand at the meeting point and tap to drop a map pin.",
  pinSet: (pin: string) => `Pinned at ${pin}`,
  pinRemove: "Remove pin",
  pinUnavailable: "We could not get your location; the address will do.",
  endTime: "End time (optional)",
  endTimeHint: "When it wraps up on the last day.",
  whenSection: "When",
  from: "From",
  to: "To",
  startTime: "Start time",
  startTimeHint: "In 15-minute steps, India time.",
  groupSection: "Group and cost",
  totalSlots: "Total slots",
  totalSlotsHint: "How many people can join.",
  hasCost: "Is there a cost?",
  free: "Free to join. Everyone pays for themselves.",
  paymentType: "How is it paid?",
  fee: "Admission fee per person (Rs.)",
  submit: "Send for approval",
} as const;

/** The create form's optional cover picture. */
export const COVER_PICKER_TEXTS = {
  label: "Cover picture",
  optional: "(optional)",
  chosen: "Chosen cover",
  change: "Change",
  remove: "Remove cover picture",
  add: "Add a cover picture",
  formats: "JPEG, PNG or WebP, up to 5 MB",
} as const;

/** /request/{event}/{id}: the host answers one applicant. */
export const REQUEST_REVIEW_TEXTS = {
  title: "Review applicant",
  subtitle: (event: string) => `For ${event}`,
  wantsToJoin: "wants to join",
  notHost: "Only the host of this experience can accept or reject its requests.",
  alreadyIn: (name: string) => `${name} is already part of this experience.`,
  noPendingRequest: (name: string) => `${name} has no pending request for this experience.`,
  fromWaitlistNote:
    "A seat freed up and they were next on the waitlist. The seat is held for them until you answer.",
  fromWaitlistUntil: (when: string) =>
    `A seat freed up and they were next on the waitlist. It is held for them until ${when}: answer before then, or it goes to the next person waiting.`,
  reject: LISTINGS_SPEC_TEXTS.reject,
  accept: LISTINGS_SPEC_TEXTS.accept,
} as const;

/** The applicant's card and history on the request screen. */
export const APPLICANT_TEXTS = {
  gender: { male: "Male", female: "Female", other: "Other" },
  applicant: "Applicant",
  match: "Match",
  hostRating: "Host rating",
  photos: "Photos",
  travelStyle: "Travel style",
  idealScenes: "Ideal scenes",
  eventsHosted: "Events hosted",
  eventsAttended: "Events attended",
  noneYet: "None yet.",
} as const;
