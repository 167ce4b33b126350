import { Ban, FlagOff, ShieldCheck, Undo2 } from "lucide";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../../components/button";
import { ConfirmDialog } from "../../../../components/confirm-dialog";
import { ErrorBox } from "../../../../components/error-box";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import { errorIn, serverSentence } from "../../../../lib/server-sentence";
import { REPORTS_SERVER_KEYS, type ReportsKey } from "../../moderation/server-keys";
import { type ModerationAction, useModerateUser } from "../api";
import { SavedNotice } from "./saved-notice";

export type ModerationTarget = {
  _id: string;
  name: string;
  role?: string;
  isBanned: boolean;
  flagCount: number;
};

type Result = { ok: boolean; text: string };

// The confirmation each action asks for: its title (with the member's name and open flags), what it
// does, and the button that does it.
type Confirm = { title: ReportsKey; description: ReportsKey; button: ReportsKey };
const CONFIRM: Record<ModerationAction, Confirm> = {
  ban: { title: "banTitle", description: "banDescription", button: "banButton" },
  unban: { title: "unbanTitle", description: "unbanDescription", button: "unbanButton" },
  unflag: { title: "unflagTitle", description: "unflagDescription", button: "unflagButton" },
};

export type ModerationActionsProps = {
  member: ModerationTarget;
  className?: string;
};

/**
 * SPEC 4 "User (admin)": Ban or Unban (a toggle) and Unflag while flags are open, each after a
 * confirmation. The server's answer is shown here (SPEC 7: in an alert); the member is then read
 * again, which stands for the SPEC's page reload.
 */
export function ModerationActions({ member, className }: ModerationActionsProps) {
  const t = useMessages("admin-reports");
  const moderate = useModerateUser(member._id);
  const [dialog, setDialog] = useState<ModerationAction | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // The buttons may change or go once the member is read again: the keyboard lands on the answer.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const open = (action: ModerationAction) => {
    moderate.reset();
    setResult(null);
    setDialog(action);
  };

  const confirm = (action: ModerationAction) =>
    moderate.mutate(action, {
      onSuccess: (answer) =>
        setResult({ ok: true, text: serverSentence(t, REPORTS_SERVER_KEYS, answer) ?? t("saved") }),
      onError: (error) => setResult({ ok: false, text: errorIn(t, REPORTS_SERVER_KEYS, error) }),
      onSettled: () => setDialog(null),
    });

  const banAction: ModerationAction = member.isBanned ? "unban" : "ban";
  const canBan = member.role !== "admin" || member.isBanned;
  const copy = dialog ? CONFIRM[dialog] : null;

  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
        {canBan ? (
          <Button
            variant={member.isBanned ? "secondary" : "danger"}
            onClick={() => open(banAction)}
            aria-haspopup="dialog"
          >
            {member.isBanned ? (
              <Icon node={Undo2} aria-hidden="true" className="size-5" />
            ) : (
              <Icon node={Ban} aria-hidden="true" className="size-5" />
            )}
            {t(member.isBanned ? "unban" : "ban")}
          </Button>
        ) : (
          <p className="flex min-h-11 items-center gap-2 rounded-xl bg-indigo-50 px-3 text-sm font-medium text-indigo-800">
            <Icon node={ShieldCheck} aria-hidden="true" className="size-5 shrink-0" />
            {t("adminsCannotBeBanned")}
          </p>
        )}
        {member.flagCount > 0 && (
          <Button variant="secondary" onClick={() => open("unflag")} aria-haspopup="dialog">
            <Icon node={FlagOff} aria-hidden="true" className="size-5" />
            {t("unflag")}
          </Button>
        )}
      </div>

      {result && (
        <div ref={resultRef} tabIndex={-1} className="focus:outline-none">
          {result.ok ? <SavedNotice>{result.text}</SavedNotice> : <ErrorBox>{result.text}</ErrorBox>}
        </div>
      )}

      {dialog && copy && (
        <ConfirmDialog
          onClose={() => setDialog(null)}
          title={t(copy.title, { name: member.name, count: member.flagCount })}
          description={t(copy.description)}
          cancelLabel={t("cancel")}
          actionLabel={t(copy.button)}
          actionVariant={dialog === "ban" ? "danger" : "primary"}
          onConfirm={() => confirm(dialog)}
          busy={moderate.isPending}
          busyLabel={t("pleaseWait")}
        />
      )}
    </div>
  );
}
