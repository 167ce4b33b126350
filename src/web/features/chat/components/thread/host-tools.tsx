import { reviewRequestContent, rsvpContent } from "@shared/chat-content";
import type { EventDetail } from "@shared/contracts/events";
import { isEventOver } from "@shared/event-rules";
import { LIMITS } from "@shared/limits";
import { fitsLength } from "@shared/text-length";
import { CalendarCheck, Info, Star } from "lucide";
import { useEffect, useId, useState } from "react";
import { ErrorBox } from "../../../../components/error-box";
import { inputBoxClasses } from "../../../../components/form-controls";
import { FormDialog } from "../../../../components/form-dialog";
import { Icon, type IconNode } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { type MessageKey, useMessages } from "../../../../lib/i18n";
import { failureSentence } from "../../../../lib/server-sentence";
import { THREAD_SENTENCES } from "../../thread-sentences";

type Tool = "rsvp" | "review";

const TOOLS: Record<
  Tool,
  {
    icon: IconNode;
    // The tool's words in the thread area (its button and dialog title are the same words); the
    // suggested text names the event ({event}).
    label: MessageKey<"thread">;
    description: MessageKey<"thread">;
    field: MessageKey<"thread">;
    submit: MessageKey<"thread">;
    initial: MessageKey<"thread">;
    content: (text: string) => string;
  }
> = {
  rsvp: {
    icon: CalendarCheck,
    label: "sendRsvpPoll",
    description: "rsvpDialogDescription",
    field: "rsvpQuestion",
    submit: "sendPoll",
    initial: "defaultRsvpQuestion",
    content: rsvpContent,
  },
  review: {
    icon: Star,
    label: "askForReviews",
    description: "reviewDialogDescription",
    field: "reviewRequestText",
    submit: "sendRequest",
    initial: "defaultReviewRequest",
    content: reviewRequestContent,
  },
};

function ToolDialog({
  tool,
  event,
  onClose,
  send,
}: {
  tool: Tool | null;
  event: EventDetail;
  onClose: () => void;
  send: (content: string) => Promise<unknown>;
}) {
  const t = useMessages("thread");
  const spec = tool ? TOOLS[tool] : null;
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();

  // A fresh suggestion each time a tool opens.
  useEffect(() => {
    if (!tool) return;
    setText(t(TOOLS[tool].initial, { event: event.name }));
    setProblem(null);
  }, [tool, event.name, t]);

  const onSubmit = async () => {
    if (!spec || busy) return;
    const value = text.trim();
    if (!value) {
      setProblem(t("writeSomething"));
      return;
    }
    const content = spec.content(value);
    if (!fitsLength(content, LIMITS.messageMaxLength)) {
      setProblem(t("tooLong"));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await send(content);
      onClose();
    } catch (err) {
      setProblem(failureSentence(err, THREAD_SENTENCES, t));
    } finally {
      setBusy(false);
    }
  };

  const tooEarly = tool === "review" && !isEventOver(event);
  return (
    <FormDialog
      open={spec !== null}
      onClose={onClose}
      title={spec ? t(spec.label) : ""}
      description={spec ? t(spec.description) : undefined}
      actionLabel={spec ? t(spec.submit) : undefined}
      cancelLabel={t("cancel")}
      // Reviews open when the event ends; the server refuses an earlier request too.
      actionDisabled={tooEarly}
      busy={busy}
      holdWhileBusy
      onSubmit={() => void onSubmit()}
      formClassName="space-y-4"
    >
      <div>
        <label htmlFor={fieldId} className="mb-1.5 block text-sm font-semibold text-gray-900">
          {spec && t(spec.field)}
        </label>
        <textarea
          id={fieldId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          className={cn(inputBoxClasses, "min-h-32 resize-y py-3 leading-6")}
        />
      </div>
      {tooEarly && (
        <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm text-brand-900">
          <Icon node={Info} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("reviewNotOverYet")}
        </p>
      )}
      {problem && <ErrorBox>{problem}</ErrorBox>}
    </FormDialog>
  );
}

/**
 * SPEC 4 "Role per event": the host's tools in the group chat, above the message box. Each opens a
 * small form with a suggested text, then sends an RSVP poll or a review request (JSON content).
 */
export function HostTools({
  event,
  send,
}: {
  event: EventDetail;
  send: (content: string) => Promise<unknown>;
}) {
  const t = useMessages("thread");
  const [tool, setTool] = useState<Tool | null>(null);
  return (
    <fieldset
      aria-label={t("hostTools")}
      className="-mx-3 -my-1 flex min-w-0 gap-2 overflow-x-auto px-3 py-1 [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      {(Object.keys(TOOLS) as Tool[]).map((key) => {
        const { icon: glyph, label } = TOOLS[key];
        return (
          <button
            key={key}
            type="button"
            onClick={() => setTool(key)}
            className={cn(
              "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3.5 text-sm font-semibold text-brand-800 transition-colors",
              "hover:border-brand-300 hover:bg-brand-100 focus-ring focus-visible:ring-offset-2",
            )}
          >
            <Icon node={glyph} aria-hidden="true" className="size-4" />
            {t(label)}
          </button>
        );
      })}
      <ToolDialog tool={tool} event={event} onClose={() => setTool(null)} send={send} />
    </fieldset>
  );
}
