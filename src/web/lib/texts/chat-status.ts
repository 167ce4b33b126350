// The profile's switch for read receipts (issue 28 item 3). The thread's words for who has read it,
// the pinned bar and the outbox are in the thread catalogue (src/web/locales, ADR 0053).

export const READ_RECEIPT_TEXTS = {
  title: "Read receipts",
  label: "Read receipts",
  hint: "When on, others see when you've read their messages, and you see when they've read yours. When off, neither shows.",
} as const;
