// Showing up (ADR 0023): the host's marking screen as the end-to-end journey finds it, in English
// (e2e/attendance.spec.ts). The screens read these words from their catalogues (listings, profile,
// shell), the record line's English being attendanceRecordText in @shared/texts word for word.
export const ATTENDANCE_TEXTS = {
  markWhoCame: "Mark who came",
  markTitle: "Who came?",
  save: "Save",
  cameCount: (came: number, total: number) => `${came} of ${total} came`,
} as const;
