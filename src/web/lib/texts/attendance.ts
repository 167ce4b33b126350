// Showing up (ADR 0023): the record line, the host's marking screen, the member's own marks and the
// admins' contested marks. The record sentence itself is attendanceRecordText in @shared/texts.
export const ATTENDANCE_TEXTS = {
  record: "Showing up",
  noRecord: "No marked experiences yet",
  // Host: marking who came.
  markWhoCame: "Mark who came",
  seeWhoCame: "See who came",
  markTitle: "Who came?",
  markIntro: "Everyone you accepted is ticked. Untick anyone who did not come, then save.",
  markUntil: (date: string) => `You can change the marks until ${date}.`,
  closedNote: (date: string) => `Marking closed on ${date}. These marks stand.`,
  beforeNote: "You can mark who came once the experience has ended.",
  noMembers: "No one was accepted for this experience, so there is no one to mark.",
  settled: "Decided by an admin",
  save: "Save",
  came: "Came",
  noShow: "No-show",
  cameCount: (came: number, total: number) => `${came} of ${total} came`,
  // The member's own record on /profile, which now reads the profile catalogue. Kept until a slice
  // measures the regrouping: removing them moved Rollup's fold of small shared chunks and put 3 KB
  // more on /signin's first visit (ADR 0053's amendments).
  yourRecord: "Your record",
  yourRecordHint: "Hosts see this when you ask to join. Think a mark is wrong? Contest it.",
  noNoShows: "No no-shows. Thank you for showing up!",
  noShowsList: "Your no-show marks",
  markedNoShow: "Marked as a no-show",
  contest: "Contest",
  contestLabel: (event: string) => `Contest the no-show mark for ${event}`,
  contestTitle: "Contest this mark",
  contestDescription: (event: string) =>
    `Tell our admins why the no-show mark for ${event} is wrong. You can contest a mark once.`,
  contestField: "What happened?",
  contestPlaceholder: "I was there: I arrived a little late and joined the group at the viewpoint.",
  contestSend: "Send to admins",
  contestOutcome: {
    pending: "Contested: waiting for an admin",
    upheld: "Contest declined: the mark stands",
    overturned: "Overturned: counted as came",
  },
} as const;
