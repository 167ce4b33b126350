import { LIMITS, MAX_COST } from "../limits";
import { indianDigits } from "../numbers";

// Events (SPEC 8): what the event screens are told after a call. Part of MESSAGES (see index.ts).
export const EVENT_ACTION_MESSAGES = {
  joinSent: "Request sent successfully.",
  joinFailed: "Failed to send join request.",
  eventCreated: "Event Created , Sent for Approval",
  locationLoadFailed: "Unable to load location data. Please refresh the page or contact support.",
  rsvpFailed: "Couldn't update RSVP. Please try again.",
  eventCancelled: "Event has been cancelled successfully.",
  eventLeft: "You have left the event.",
  eventLeftFromListing: "You have successfully left the event",
  alreadyOverOrCancelled: "This experience is already over or cancelled.",
  // Admin review of a listing
  listingApproved: "Listing approved.",
  listingRejected: "Listing rejected.",
} as const;

export const EVENT_NOT_FOUND = "We could not find that experience.";
export const HOST_ONLY = "Only the host can do that.";
export const NOT_PENDING = "Only a listing that is pending approval can be approved or rejected.";
export const CANCELLED_BY_HOST =
  "The host has cancelled this listing, so it can no longer be approved or rejected.";

// The create-experience rules of SPEC section 5, for the form and the server alike.
export const EVENT_MESSAGES = {
  nameRequired: "Please give your experience a name.",
  nameSingleLine: "The name must be one line of plain text, without line breaks or control characters.",
  categorySingleLine:
    "The category must be one line of plain text, without line breaks or control characters.",
  descriptionLength: `Description must be ${LIMITS.descriptionMin} to ${LIMITS.descriptionMax} characters.`,
  categoryRequired: "Please choose a category.",
  customCategoryRequired: "Please name your own scene.",
  stateRequired: "Please choose a state.",
  cityRequired: "Please choose a city.",
  unknownLocation: "Please choose a state and city from the list.",
  fromDateRequired: "Please choose a start date.",
  toDateRequired: "Please choose an end date.",
  dateInPast: "Dates cannot be earlier than today.",
  toBeforeFrom: "The end date cannot be before the start date.",
  timeRequired: "Please choose a start time.",
  timeStep: "Please pick a time in 15-minute steps.",
  slotsMin: `Total slots must be at least ${LIMITS.slotsMin}.`,
  slotsMax: "Total slots can be at most 500.",
  paymentRequired: "Please choose how the cost is shared.",
  costRequired: "Please enter the admission fee in rupees.",
  costMin: "The fee cannot be negative.",
  costMax: `The fee can be at most Rs. ${indianDigits(MAX_COST)}.`,
  meetingPlaceRequired: "Please say where the group meets.",
  meetingPlaceLength: `The meeting place must be one line of at most ${LIMITS.meetingPlaceMaxLength} characters.`,
  meetingAddressRequired: "Please add the address or a landmark.",
  meetingAddressLength: `The address must be one line of at most ${LIMITS.meetingAddressMaxLength} characters.`,
  meetingPinInvalid: "The map pin must be a point in India (latitude and longitude together).",
  // Issue 41 item 4: the pin pasted as a maps link or coordinates.
  meetingLinkShort:
    "Short map links (maps.app.goo.gl) cannot be read here. Open the link, then copy the full address from the browser, or paste the coordinates, like 18.5204, 73.8567.",
  meetingLinkNoPoint:
    "This link has no map point in it. In Google Maps or OpenStreetMap, drop a pin on the place and copy that link, or paste the coordinates, like 18.5204, 73.8567.",
  meetingLinkLength: "This map link is too long; paste the coordinates instead, like 18.5204, 73.8567.",
  meetingLinkAndPin: "The map link and the pin name two different points; keep one of them.",
  endTimeInvalid: "Please choose an end time in 15-minute steps.",
  endBeforeStart: "On a one-day experience the end time must be after the start time.",
  verifiedOnlyInvalid: "Choose whether the experience is for verified members only.",
  // Issue 38 item 6 (ADR 0047): women-only trips are hosted by women whose photo was checked.
  womenOnlyHost: "Only women can host a Women-Only Trip.",
  hostNeedsPhoto: "Verify your photo from your profile to host a Women-Only Trip.",
} as const;

// Why a join, accept or leave is refused: sentences a member can act on.
export const REQUEST_MESSAGES = {
  ownEvent: "You cannot join your own experience.",
  notOpen: "This experience is not open for requests.",
  over: "This experience has already ended.",
  full: "This experience is full.",
  already: "You have already asked to join this experience.",
  declined: "The host has declined your request for this experience.",
  womenOnly: "This experience is for women only.",
  // Issue 38 item 6 (ADR 0047): what a member who may not join yet can do about it.
  needsPhoto:
    "Women-only trips are for women with a verified photo. Verify your photo from your profile, then ask again.",
  needsVerification:
    "This experience is for verified members only. Verify your phone and photo from your profile, then ask again.",
  notParticipant: "You are not part of this experience.",
  hostCannotLeave: "Hosts cannot leave their own experience; close the listing instead.",
  noSuchRequest: "We could not find that request.",
  notPending: "This request has already been answered.",
  approved: "Request accepted.",
  rejected: "Request rejected.",
} as const;

// The waitlist of a full experience (ADR 0022): joining, leaving, and why either is refused.
export const WAITLIST_MESSAGES = {
  joined: "You're on the waitlist. We'll tell you when a seat opens up.",
  left: "You have left the waitlist.",
  notFull: "A seat is free: ask to join instead.",
  already: "You are already on the waitlist for this experience.",
  onWaitlist: "You are on the waitlist for this experience.",
  notOnWaitlist: "You are not on the waitlist for this experience.",
  hostCannotWait: "You cannot join the waitlist of your own experience.",
} as const;

export const RSVP_MESSAGES = {
  onlyAccepted: "Only members who joined can answer the RSVP.",
  updated: "RSVP updated.",
} as const;
