import { EVENT_TEXTS, eventsHostedLabel } from "./events";

// SPEC words of the listings screens (SPEC 2 "/listing", "Joined-event detail", "/request").
// Kept out of TEXTS: the screen sets below point here.
const LISTINGS_SPEC_TEXTS = {
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

/** /listing: the Upcoming and Your Events tabs. */
export const LISTINGS_PAGE_TEXTS = {
  title: LISTINGS_SPEC_TEXTS.myListings,
  tabs: "Listings",
  upcoming: LISTINGS_SPEC_TEXTS.upcoming,
  yourEvents: LISTINGS_SPEC_TEXTS.yourEvents,
  findExperiences: "Find experiences",
  upcomingList: "Upcoming experiences",
  yourEventsList: "Your events",
} as const;

/** An Upcoming card: where the member stands and who is going. */
export const UPCOMING_CARD_TEXTS = {
  cancelledByHost: "Cancelled by the host",
  notAcceptedYet: "You'll see who's going once the host accepts your request.",
  noOneYet: "No one has joined yet.",
  whoIsGoing: "Who's going",
  view: LISTINGS_SPEC_TEXTS.view,
  viewEvent: (name: string) => `View ${name}`,
  showChat: LISTINGS_SPEC_TEXTS.showChat,
} as const;

/** The joined-event detail, both the seeker's and the host's view. */
export const LISTING_DETAIL_TEXTS = {
  errorTitle: "Experience",
  about: "About",
  readMore: LISTINGS_SPEC_TEXTS.readMore,
  readLess: LISTINGS_SPEC_TEXTS.readLess,
  when: "When",
  where: "Where",
} as const;

/** A success or information line that can be dismissed. */
export const NOTICE_TEXTS = {
  dismiss: "Dismiss",
} as const;

/** The seeker's view: share, leave, the facts and the host. */
export const SEEKER_VIEW_TEXTS = {
  shareExperience: LISTINGS_SPEC_TEXTS.shareExperience,
  leaveEvent: LISTINGS_SPEC_TEXTS.leaveEvent,
  leaveTitle: "Leave this experience?",
  leaveAccepted: "Your place goes back to the host and you leave the group chat.",
  leaveRequested: "Your request to join is withdrawn.",
  // A request the waitlist made for the member (ADR 0022): leaving it passes the seat on.
  leaveOffered: "The seat held for you goes to the next member on the waitlist.",
  stay: "Stay",
  slots: "Slots",
  cost: "Cost",
  rating: "Rating",
  hostedBy: EVENT_TEXTS.hostedBy,
  /** "4 events hosted · Host rating 4.3". */
  hostSummary: (hosted: number, rating: string) => `${eventsHostedLabel(hosted)} · Host rating ${rating}`,
} as const;

/** The host's view: close the listing, add it to a calendar, the facts. */
export const HOST_VIEW_TEXTS = {
  closeListing: LISTINGS_SPEC_TEXTS.closeListing,
  closeTitle: "Close this listing?",
  closeDescription:
    "The experience is cancelled for everyone who joined or asked to join. This cannot be undone.",
  keepOpen: "Keep it open",
  addToCalendar: EVENT_TEXTS.addToCalendar,
  totalSlots: "Total slots",
  availableSlots: "Available slots",
  fee: "Fee",
  payment: "Payment",
  createdBy: "Created by",
  createdByYou: (name: string) => `${name} (you)`,
  waitlist: "Waitlist",
  waitlistCount: EVENT_TEXTS.waitlistCount,
} as const;

/** The Seekers, Going and Thinking About It lists, each with its empty text. */
export const PARTICIPANT_TEXTS = {
  seekers: LISTINGS_SPEC_TEXTS.seekers,
  noSeekers: "No pending requests.",
  going: LISTINGS_SPEC_TEXTS.going,
  noGoing: "No one has confirmed yet.",
  thinking: LISTINGS_SPEC_TEXTS.thinking,
  noThinking: "No one is thinking about it yet.",
  reviewRequest: (name: string) => `Review ${name}'s request`,
  // A request the waitlist made when a seat freed: it holds that seat (ADR 0022).
  fromWaitlist: "From the waitlist",
  answerBy: (when: string) => `Answer by ${when}`,
} as const;

/** SPEC 2: a rejected listing shows the admin's reason. */
export const REJECTION_TEXTS = {
  label: "Listing rejected",
  title: "This listing was not approved",
  noReason: "The admin did not give a reason.",
} as const;

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
