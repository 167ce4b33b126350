// Showing up (ADR 0023): marking who came, a member's record, contests and the automatic flag.
export const ATTENDANCE_MESSAGES = {
  marked: "Attendance saved.",
  notEnded: "You can mark who came once the experience has ended.",
  closed: "Marking closed 7 days after the experience ended.",
  notListed: "Attendance is only marked for listed experiences that took place.",
  notAccepted: "Only accepted members can be marked.",
  tooMany: "That is more members than this experience has.",
  noMark: "You have no no-show mark for this experience.",
  contestReasonRequired: "Please tell us why the mark is wrong.",
  contestTooLong: "Please keep the reason under 500 characters.",
  alreadyContested: "You have contested this mark already. Our admins will look into it.",
  contested: "Thank you. Our admins will review the mark.",
  contestNotFound: "There is no open contest for that mark.",
  contestDecision: "Please choose to uphold or overturn the mark.",
  upheld: "The no-show mark stands.",
  overturned: "The mark is overturned: the member came.",
  /** The reason of the flag the app raises itself. */
  autoFlagReason: "Repeated no-shows",
  /** A test server moved an experience into the past (TEST_CLOCK=1 only). */
  testEventEnded: "The experience has ended.",
} as const;

/** "Came to 9 of 10 experiences": Y counts only events whose host marked who came. */
export function attendanceRecordText(record: { came: number; marked: number }): string {
  return `Came to ${record.came} of ${record.marked} experience${record.marked === 1 ? "" : "s"}`;
}
