import { CalendarCheck2 } from "lucide";
import { cn } from "../lib/cn";
import { useMessages } from "../lib/i18n";
import { useMemberAttendance } from "../lib/queries/attendance";
import { Icon } from "./icon";
import { Skeleton } from "./skeleton";

/**
 * "Came to 9 of 10 experiences" for one member (ADR 0023): the request screen and the people
 * profile show it, in the reader's language from the shell's catalogue (the English is the server's
 * attendanceRecordText, word for word). Nothing shows when the record cannot be read; a member never
 * marked says so.
 */
export function AttendanceRecordLine({ userId, className }: { userId: string; className?: string }) {
  const t = useMessages("shell");
  const record = useMemberAttendance(userId);
  if (record.isError) return null;
  return (
    <div
      className={cn(
        "inline-flex min-h-9 items-center gap-2 rounded-full bg-emerald-50 px-3.5 text-sm font-medium text-emerald-800",
        className,
      )}
    >
      <Icon node={CalendarCheck2} aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
      <span className="sr-only">{t("attendanceLabel")}: </span>
      {record.data ? (
        record.data.marked === 0 ? (
          t("attendanceNone")
        ) : (
          t("attendanceRecord", { came: record.data.came, marked: record.data.marked })
        )
      ) : (
        <Skeleton className="h-4 w-40" />
      )}
    </div>
  );
}
