// "Help one tap away" (issue 38 item 7, ADR 0045): the trusted contact a member saves, the help they
// ask for during an experience, and the words the contact reads by SMS and email.

export const TRUSTED_CONTACT_NAME_MAX = 60;

export const TRUSTED_CONTACT_MESSAGES = {
  nameRequired: "Please enter your contact's name.",
  nameTooLong: `Please keep the name under ${TRUSTED_CONTACT_NAME_MAX} characters.`,
  reachRequired: "Please enter your contact's mobile number or email address, or both.",
  invalidNumber: "Enter a valid mobile number for your contact, like 98765 43210.",
  invalidEmail: "Enter a valid email address for your contact, like name@example.com.",
  ownNumber: "This is your own number. Your trusted contact should be someone else.",
  ownEmail: "This is your own email address. Your trusted contact should be someone else.",
  saved: "Your trusted contact is saved.",
  removed: "Your trusted contact is removed.",
  none: "You have not saved a trusted contact.",
} as const;

export const HELP_MESSAGES = {
  notMember: "Help is for the host and the members going to this experience.",
  closed: "This experience is not taking place, so Help is not open.",
  tooEarly: "Help opens two hours before the experience starts.",
  tooLate: "Help closed six hours after the experience ended. In an emergency, call 112.",
  noContact: "Add a trusted contact first, so we know whom to tell.",
  badPoint: "Your location could not be read. Send it again, or send without it.",
  detailsTooLong: "Please keep the details under 500 characters.",
  perHour: "You have told your contact 3 times in the last hour. Call them, or call 112 in an emergency.",
  perDay: "You have told your contact 10 times today. Call them, or call 112 in an emergency.",
  reportsPerHour:
    "You have reported to the team 3 times in the last hour. We are on it; call 112 in an emergency.",
  sendFailed: "We couldn't reach your contact just now. Please try again, or call them.",
  contactTold: (name: string) => `We've told ${name}.`,
  reported: "The team has your report and will get in touch soon. In an emergency, call 112.",
  // The SMS and email the trusted contact reads.
  smsHelp: (p: {
    member: string;
    event: string;
    when: string;
    where: string;
    mapsUrl: string | null;
    hereUrl: string | null;
  }) =>
    [
      `${p.member} asked for help at ${p.event} (${p.when}).`,
      `Meeting point: ${p.where}${p.mapsUrl ? ` ${p.mapsUrl}` : ""}.`,
      p.hereUrl ? `Where they are now: ${p.hereUrl}` : "They did not share where they are now.",
      "Please call them. In an emergency, call 112.",
    ].join(" "),
  emailHelpSubject: (member: string) => `${member} asked for help`,
  smsHomeSafe: (p: { member: string; event: string; where: string; mapsUrl: string | null }) =>
    `${p.member} hasn't confirmed they're home safe from ${p.event} (meeting point: ${p.where}${p.mapsUrl ? ` ${p.mapsUrl}` : ""}). Please check on them. In an emergency, call 112.`,
  emailHomeSafeSubject: (member: string) => `${member} hasn't confirmed they're home safe`,
  emailFooter: (member: string, app: string) =>
    `You get this because ${member} saved you as their trusted contact on ${app}. Reply to them, not to this email.`,
  // The admins' push.
  pushTitle: "Urgent: a member asked for help",
  pushBody: (member: string, event: string) => `${member} at ${event}`,
  // The queue's words for a help case.
  helpReason: "Asked the team for help during the experience",
  helpKept: "The help request is closed.",
  helpActed: "The help request is closed as handled.",
} as const;
