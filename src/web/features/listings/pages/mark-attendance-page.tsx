import type { AttendanceSheet } from "@shared/contracts/attendance";
import { Check, Info, UserRoundX } from "lucide";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { Avatar } from "../../../components/avatar";
import { Button } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { Icon } from "../../../components/icon";
import { QueryError } from "../../../components/load-error";
import { PageHeader } from "../../../components/page-header";
import { Skeleton, SkeletonRows } from "../../../components/skeleton";
import { SuccessNotice } from "../../../components/success-notice";
import { ApiError, errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { dateIn } from "../../../lib/event-times-in-words";
import { useLanguage, useMessages } from "../../../lib/i18n";
import { useEventDetail } from "../../../lib/queries/events";
import { answerIn } from "../answer-sentences";
import { useAttendanceSheet, useMarkAttendance } from "../api";
import { hostDetailPath } from "../paths";

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-3 rounded-xl bg-stone-50 px-4 py-3 text-sm text-gray-700">
      <Icon node={Info} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <span>{children}</span>
    </p>
  );
}

/** Everyone ticked until the host has marked; afterwards the saved marks. */
const initialCame = (sheet: AttendanceSheet) =>
  new Set(sheet.members.filter((m) => (sheet.marked ? m.came === true : true)).map((m) => m.user._id));

function Sheet({ sheet }: { sheet: AttendanceSheet }) {
  const t = useMessages("listings");
  const language = useLanguage();
  const [came, setCame] = useState(() => initialCame(sheet));
  const save = useMarkAttendance(sheet.eventId);
  const [saved, setSaved] = useState<string | null>(null);
  const editable = sheet.window === "open";
  const closes = dateIn(language, sheet.closesAt);

  const toggle = (userId: string) => {
    setSaved(null);
    setCame((current) => {
      const next = new Set(current);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });
  };

  if (sheet.members.length === 0) return <Note>{t("noMembers")}</Note>;

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(null);
        save.mutate([...came], { onSuccess: (message) => setSaved(message) });
      }}
    >
      {sheet.window === "before" && <Note>{t("beforeNote")}</Note>}
      {sheet.window === "closed" && <Note>{t("closedNote", { date: closes })}</Note>}
      {editable && (
        <p className="text-sm text-gray-600">
          {t("markIntro")} {t("markUntil", { date: closes })}
        </p>
      )}
      <fieldset className="rounded-2xl border border-gray-200/80 bg-white shadow-sm">
        <legend className="sr-only">{t("markTitle")}</legend>
        <ul className="divide-y divide-gray-100">
          {sheet.members.map(({ user, settled }) => {
            const ticked = came.has(user._id);
            const locked = !editable || settled;
            return (
              <li key={user._id}>
                <label
                  className={cn(
                    "flex min-h-16 items-center gap-3 px-4 py-3",
                    locked ? "cursor-default" : "cursor-pointer hover:bg-stone-50",
                  )}
                >
                  <Avatar src={user.avatar} name={user.name} size="md" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-base font-medium text-gray-900">{user.name}</span>
                    <span
                      className={cn(
                        "inline-flex items-center gap-1 text-sm",
                        ticked ? "text-emerald-700" : "text-gray-500",
                      )}
                    >
                      {ticked ? (
                        <Icon node={Check} aria-hidden="true" className="size-4" />
                      ) : (
                        <Icon node={UserRoundX} aria-hidden="true" className="size-4" />
                      )}
                      {t(ticked ? "came" : "noShow")}
                      {settled && ` · ${t("settled")}`}
                    </span>
                  </span>
                  <input
                    type="checkbox"
                    checked={ticked}
                    disabled={locked}
                    onChange={() => toggle(user._id)}
                    aria-label={user.name}
                    className="size-6 shrink-0 cursor-pointer rounded-md accent-orange-600 disabled:cursor-default"
                  />
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className="text-sm font-medium text-gray-700">
        {t("cameCount", { came: came.size, total: sheet.members.length })}
      </p>
      {save.isError && (
        <ErrorBox>
          {answerIn(t, {
            code: save.error instanceof ApiError ? save.error.code : null,
            message: errorMessage(save.error),
          })}
        </ErrorBox>
      )}
      <SuccessNotice>{saved && answerIn(t, { message: saved })}</SuccessNotice>
      {editable && (
        <Button type="submit" size="lg" fullWidth busy={save.isPending}>
          {t("save")}
        </Button>
      )}
    </form>
  );
}

/** /listing/myevent/detail/{id}/attendance: the host marks who came to an ended listing. */
export function MarkAttendancePage() {
  const t = useMessages("listings");
  const { id = "" } = useParams();
  const event = useEventDetail(id);
  const sheet = useAttendanceSheet(id);
  let body: ReactNode;
  if (sheet.error) {
    body = <QueryError query={sheet} />;
  } else if (!sheet.data) {
    body = (
      <div className="space-y-4">
        <Skeleton className="h-10 w-full rounded-xl" />
        <SkeletonRows
          count={3}
          className="rounded-2xl border border-gray-200/80 bg-white px-4"
          lines={["size-12 rounded-full", "h-4 flex-1", "size-6 rounded-md"]}
        />
      </div>
    );
  } else body = <Sheet sheet={sheet.data} />;
  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader
        title={t("markTitle")}
        subtitle={event.data?.name}
        backTo={hostDetailPath(id)}
        backLabel={t("back")}
      />
      {body}
    </div>
  );
}
