import { MESSAGE_REMOVAL_UNDO_MS } from "@shared/contracts/message-extras";
import { MODERATION_SUBJECTS } from "@shared/contracts/moderation";
import { Ban, Camera, Check, CheckCheck, EyeOff, Flag, ShieldCheck, Trash2, Undo2 } from "lucide";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/button";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorBox } from "../../../components/error-box";
import { Icon, type IconNode } from "../../../components/icon";
import { Link } from "../../../components/link";
import { NextPageFooter } from "../../../components/next-page-footer";
import { ToastRegion, useToast } from "../../../components/toast";
import { cn } from "../../../lib/cn";
import { formatDateIn } from "../../../lib/format";
import { formatNumber, useLanguage, useMessages } from "../../../lib/i18n";
import { useModerationCounts } from "../../../lib/queries/moderation";
import { errorIn, failureSentence, serverSentence } from "../../../lib/server-sentence";
import { type Decision, DecisionCard, DecisionQueue } from "../decision-queue";
import {
  type ModerationCase,
  type ModerationDecision,
  type ModerationOrder,
  type ModerationSubject,
  useModerationCases,
  useResolveCase,
  useRestoreMessage,
} from "../moderation/api";
import { REPORTS_SERVER_KEYS, type ReportsWords } from "../moderation/server-keys";

const ACT_ICON: Record<ModerationSubject, IconNode> = {
  message: Trash2,
  review: EyeOff,
  member: Ban,
  attendance: Undo2,
  listing: Flag,
  help: CheckCheck,
};

// Keep and act for a subject, with the words and accessible names its own page had.
const decisionsOf = (t: ReportsWords, subject: ModerationSubject): Decision<ModerationDecision>[] => [
  {
    decision: "keep",
    variant: "secondary",
    icon: Check,
    text: t("keep", { subject }),
    label: (name) => t("keepLabel", { subject, name }),
  },
  {
    decision: "act",
    variant: "danger",
    icon: ACT_ICON[subject],
    text: t("act", { subject }),
    label: (name) => t("actLabel", { subject, name }),
  },
];

const isSubject = (value: string | null): value is ModerationSubject =>
  (MODERATION_SUBJECTS as readonly string[]).includes(value ?? "");

type Confirm = { title: string; description: string; button: string };

/**
 * The acts that ask first: a ban and a take-down reach other members, and a message's removal says
 * it can be undone for a while.
 */
const confirmOf = (item: ModerationCase, t: ReportsWords): Confirm | null => {
  const name = item.about.name;
  switch (item.subject) {
    case "member":
      return { title: t("banTitle", { name }), description: t("banDescription"), button: t("banButton") };
    case "listing":
      return {
        title: t("takeDownTitle", { name: item.event?.name ?? "" }),
        description: t("takeDownDescription"),
        button: t("takeDownButton"),
      };
    case "message":
      return {
        title: t("removeMessageTitle", { name }),
        description: t("removeMessageDescription"),
        button: t("removeMessageButton"),
      };
    default:
      return null;
  }
};

// The Undo of a removal shows a little less than the server's window, so a late tap still counts.
const UNDO_SHOWN_MS = MESSAGE_REMOVAL_UNDO_MS - 5_000;

/** The toast's Undo: it takes the focus, since the card it undoes has left the list. */
function UndoButton({ label, onUndo, children }: { label: string; onUndo: () => void; children: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => ref.current?.querySelector("button")?.focus(), []);
  return (
    <span ref={ref}>
      <Button variant="secondary" aria-label={label} onClick={onUndo}>
        <Icon node={Undo2} aria-hidden="true" className="size-4" />
        {children}
      </Button>
    </span>
  );
}

/**
 * /admin/moderation: the one queue of everything members reported (issue 42 item 4, ADR 0043):
 * reported messages, reviews and listings, flagged members and contested no-show marks, one card
 * each, filtered by subject (`?subject=`, which the old queues' addresses redirect to), newest or
 * most urgent first, a page at a time.
 */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("subject");
  const subject = isSubject(raw) ? raw : null;
  const order: ModerationOrder = params.get("order") === "urgent" ? "urgent" : "newest";
  const cases = useModerationCases(subject, order);
  const counts = useModerationCounts();
  const resolve = useResolveCase();
  const restore = useRestoreMessage();
  const t = useMessages("admin-reports");
  const language = useLanguage();
  const toasts = useToast();
  const [notice, setNotice] = useState<string | null>(null);
  const [asking, setAsking] = useState<ModerationCase | null>(null);
  const busyId = resolve.isPending ? resolve.variables.case._id : null;

  const choose = (next: { subject?: ModerationSubject | null; order?: ModerationOrder }) => {
    const updated = new URLSearchParams(params);
    if (next.subject !== undefined) {
      if (next.subject) updated.set("subject", next.subject);
      else updated.delete("subject");
    }
    if (next.order) {
      if (next.order === "urgent") updated.set("order", "urgent");
      else updated.delete("order");
    }
    setParams(updated, { replace: true });
  };

  const undo = (item: ModerationCase) => {
    toasts.dismiss();
    restore.mutate(item.subjectId, {
      onSuccess: () => toasts.show({ tone: "success", text: t("messageRestored") }),
      onError: (error) =>
        toasts.show({ tone: "error", text: failureSentence(error, REPORTS_SERVER_KEYS, t) }),
    });
  };

  const send = (item: ModerationCase, decision: ModerationDecision) => {
    setNotice(null);
    resolve.mutate(
      { case: item, decision },
      {
        onSuccess: (answer) => {
          setAsking(null);
          if (item.subject !== "message" || decision !== "act") {
            setNotice(serverSentence(t, REPORTS_SERVER_KEYS, answer));
            return;
          }
          // A removal can be taken back for a short while (issue 41 item 5).
          toasts.show({
            tone: "success",
            text: t("messageRemoved"),
            durationMs: UNDO_SHOWN_MS,
            action: (
              <UndoButton label={t("undoRemovalLabel", { name: item.about.name })} onUndo={() => undo(item)}>
                {t("undo")}
              </UndoButton>
            ),
          });
        },
      },
    );
  };

  const decide = (item: ModerationCase, decision: ModerationDecision) => {
    if (decision === "act" && confirmOf(item, t)) {
      resolve.reset();
      setAsking(item);
      return;
    }
    send(item, decision);
  };

  const list = cases.data?.pages.flatMap((page) => page.cases);
  const confirm = asking ? confirmOf(asking, t) : null;

  return (
    <>
      <DecisionQueue
        header={{ title: t("queueTitle"), subtitle: t("queueSubtitle") }}
        notice={notice}
        error={resolve.isError && !asking ? errorIn(t, REPORTS_SERVER_KEYS, resolve.error) : null}
        query={{ ...cases, data: list }}
        empty={{ icon: ShieldCheck, text: subject ? t("queueNoneOf", { subject }) : t("queueNone") }}
        listLabel={t("queueList")}
        toolbar={
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <fieldset className="min-w-0">
              <legend className="sr-only">{t("queueFilter")}</legend>
              <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
                {[null, ...MODERATION_SUBJECTS].map((s) => {
                  const label = t("queueSubject", { subject: s ?? "all" });
                  const count = counts.data?.[s ?? "all"];
                  const pressed = s === subject;
                  return (
                    <button
                      key={s ?? "all"}
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => choose({ subject: s })}
                      className={cn(
                        "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors focus-ring",
                        pressed
                          ? "border-brand-700 bg-brand-700 text-white"
                          : "border-gray-200 bg-white text-gray-800 hover:bg-stone-50",
                      )}
                    >
                      {label}
                      {count !== undefined && count > 0 && (
                        <span className={cn("tabular-nums", pressed ? "text-white" : "text-gray-500")}>
                          {formatNumber(language, count)}
                        </span>
                      )}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <label className="flex shrink-0 items-center gap-2 text-sm font-semibold text-gray-700">
              {t("queueOrder")}
              <select
                value={order}
                onChange={(e) => choose({ order: e.target.value === "urgent" ? "urgent" : "newest" })}
                className="min-h-11 rounded-xl border border-gray-200 bg-white px-3 text-base font-normal text-gray-900 focus-ring"
              >
                <option value="newest">{t("queueNewest")}</option>
                <option value="urgent">{t("queueUrgent")}</option>
              </select>
            </label>
          </div>
        }
        footer={<NextPageFooter query={cases} errorText={t("queueLoadFailed")} />}
      >
        {(item) => (
          <DecisionCard
            key={item._id}
            person={item.about}
            line={t("caseLine", {
              kind: t("caseKind", { subject: item.subject }),
              date: formatDateIn(language, item.createdAt),
            })}
            badge={
              item.reports > 1 ? (
                <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
                  {t("reportsCount", { count: item.reports })}
                </span>
              ) : undefined
            }
            decisions={decisionsOf(t, item.subject)}
            busy={busyId === item._id ? (resolve.variables?.decision ?? null) : null}
            disabled={resolve.isPending}
            onDecide={(decision) => decide(item, decision)}
          >
            <CaseBody item={item} />
          </DecisionCard>
        )}
      </DecisionQueue>
      {asking && confirm && (
        <ConfirmDialog
          onClose={() => setAsking(null)}
          title={confirm.title}
          description={confirm.description}
          actionLabel={confirm.button}
          actionVariant="danger"
          busy={resolve.isPending}
          holdWhileBusy
          onConfirm={() => send(asking, "act")}
        >
          {resolve.isError && (
            <ErrorBox className="mt-3">{errorIn(t, REPORTS_SERVER_KEYS, resolve.error)}</ErrorBox>
          )}
        </ConfirmDialog>
      )}
      <ToastRegion toast={toasts.toast} onDismiss={toasts.dismiss} />
    </>
  );
}

/** What was reported and why: the words or photo, the listing, and the first report. */
function CaseBody({ item }: { item: ModerationCase }) {
  const t = useMessages("admin-reports");
  return (
    <>
      {item.event && (
        <p className="mt-3 text-sm text-gray-600">
          <Link
            to={
              item.subject === "listing"
                ? `/admin/event/${encodeURIComponent(item.event._id)}`
                : `/event/${encodeURIComponent(item.event._id)}`
            }
            className="rounded font-semibold text-gray-800 hover:underline focus-ring"
          >
            {t("caseOn", { name: item.event.name })}
          </Link>
        </p>
      )}
      {(item.excerpt || item.image) && (
        <div className="mt-3 rounded-xl bg-stone-50 px-3 py-2.5">
          {item.image && (
            <a
              href={item.image}
              target="_blank"
              rel="noreferrer"
              className="mb-2 block w-40 overflow-hidden rounded-lg focus-ring"
            >
              <img
                src={item.image}
                alt={t("casePhoto")}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover"
              />
            </a>
          )}
          {item.excerpt ? (
            <p className="line-clamp-4 text-base break-words whitespace-pre-line text-gray-800">
              {item.excerpt}
            </p>
          ) : (
            <p className="flex items-center gap-1.5 text-sm text-gray-600">
              <Icon node={Camera} aria-hidden="true" className="size-4" />
              {t("casePhoto")}
            </p>
          )}
        </div>
      )}
      <p className="mt-3 text-sm break-words text-gray-800">
        <span className="font-semibold">
          {t("caseReportedBy", { name: item.reportedBy?.name ?? t("automatic") })}
        </span>{" "}
        {item.reason}
      </p>
      {item.subject === "member" && (
        <p className="mt-2 text-sm">
          <Link
            to={`/admin/flag/${encodeURIComponent(item.subjectId)}`}
            className="rounded font-semibold text-brand-700 hover:underline focus-ring"
          >
            {t("caseOpenMember")}
          </Link>
        </p>
      )}
    </>
  );
}
