// Why a join, accept or leave is refused: sentences a member can act on.
export const REQUEST_MESSAGES = {
  ownEvent: "You cannot join your own experience.",
  notOpen: "This experience is not open for requests.",
  over: "This experience has already ended.",
  full: "This experience is full.",
  already: "You have already asked to join this experience.",
  declined: "The host has declined your request for this experience.",
  womenOnly: "This experience is for women only.",
  notParticipant: "You are not part of this experience.",
  hostCannotLeave: "Hosts cannot leave their own experience; close the listing instead.",
  noSuchRequest: "We could not find that request.",
  notPending: "This request has already been answered.",
  approved: "Request accepted.",
  rejected: "Request rejected.",
} as const;
