// The thread's words for who has read it, the pinned bar and the outbox (issue 28 items 3 to 5).

export const SEEN_TEXTS = {
  // Under the host's own messages in a group: how many other members have read up to it.
  seenBy: (n: number) => `Seen by ${n}`,
  seenByLabel: (n: number) => (n === 1 ? "Seen by 1 member, show who" : `Seen by ${n} members, show who`),
  whoTitle: "Seen by",
  whoDescription:
    "Members who have read up to this message. Members who turned read receipts off are not shown.",
  seenAt: (time: string) => `Seen ${time}`,
  // Under one's own message in a conversation, once the other member has read it.
  seen: "Seen",
} as const;

export const PIN_TEXTS = {
  regionLabel: "Pinned in this group",
  meetingPoint: "Meeting point",
  openInMaps: "Open in maps",
  pinnedBy: (name: string) => `Pinned · ${name}`,
  jump: "Show the pinned message in the chat",
  pin: "Pin to top",
  unpin: "Unpin",
  unpinMessage: "Unpin the message",
} as const;

export const OUTBOX_TEXTS = {
  sending: "Sending…",
  waiting: "Waiting for connection",
  failed: (error: string) => `Not sent: ${error}`,
  discard: "Discard",
  discardLabel: "Discard this message",
} as const;

export const READ_RECEIPT_TEXTS = {
  title: "Read receipts",
  label: "Read receipts",
  hint: "When on, others see when you've read their messages, and you see when they've read yours. When off, neither shows.",
} as const;
