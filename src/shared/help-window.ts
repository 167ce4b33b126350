// When "Help" is offered (issue 38 item 7, ADR 0045): from two hours before an experience starts
// until six hours after it ends. The server decides with its clock; the web shows what it answers.

const HOUR_MS = 3600_000;
export const HELP_OPENS_BEFORE_START_MS = 2 * HOUR_MS;
export const HELP_CLOSES_AFTER_END_MS = 6 * HOUR_MS;

export type HelpWindow = "early" | "open" | "late";

export function helpWindow(event: { fromDate: Date; toDate: Date }, now: Date): HelpWindow {
  const t = now.getTime();
  if (t < event.fromDate.getTime() - HELP_OPENS_BEFORE_START_MS) return "early";
  if (t > event.toDate.getTime() + HELP_CLOSES_AFTER_END_MS) return "late";
  return "open";
}
