import { Check, Copy, Share2 } from "lucide";
import { useId, useState } from "react";
import { Button } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { ErrorBox } from "../../../components/error-box";
import { Icon } from "../../../components/icon";
import { type Translate, useLanguage, useMessages } from "../../../lib/i18n";
import type { CreatedShareLink, MySafety } from "../api";
import { indiaDateTimeIn } from "../format";

export type ShareDialogProps = {
  open: boolean;
  onClose: () => void;
  eventName: string;
  /** The link just made (its address is shown only now), or null. */
  created: CreatedShareLink | null;
  /** The member's active link, if any. */
  link: MySafety["link"];
  busy: "new" | "stop" | null;
  error: string | null;
  onNewLink: () => void;
  onStop: () => void;
};

/** The address of a new link: copy it, or hand it to the phone's share sheet. */
function LinkBox({ url, eventName, t }: { url: string; eventName: string; t: Translate<"safety"> }) {
  const inputId = useId();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const canNativeShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t("shareTitle", { event: eventName }), url });
    } catch {
      // Dismissed by the member: nothing to say.
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-semibold text-gray-900">
        {t("linkLabel")}
      </label>
      <input
        id={inputId}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="min-h-11 w-full rounded-xl border border-gray-200 bg-stone-50 px-3 font-mono text-sm text-gray-800 focus-ring"
      />
      <div className="flex gap-2 [&>*]:flex-1">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied === "yes" ? (
            <Icon node={Check} aria-hidden="true" className="size-4" />
          ) : (
            <Icon node={Copy} aria-hidden="true" className="size-4" />
          )}
          {t("copy")}
        </Button>
        {canNativeShare && (
          <Button onClick={() => void share()}>
            <Icon node={Share2} aria-hidden="true" className="size-4" />
            {t("nativeShare")}
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-emerald-700">
        {copied === "yes" ? t("copied") : ""}
      </p>
      {copied === "failed" && <ErrorBox>{t("copyFailed")}</ErrorBox>}
    </div>
  );
}

export function ShareDialog(props: ShareDialogProps) {
  const t = useMessages("safety");
  const language = useLanguage();
  const { created, link, busy, error } = props;
  const url = created ? `${window.location.origin}${created.path}` : null;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={t("dialogTitle")}
      description={t(url ? "dialogNew" : "dialogActive")}
      footer={
        <>
          {link && (
            <Button variant="ghost-danger" busy={busy === "stop"} onClick={props.onStop}>
              {t("stopSharing")}
            </Button>
          )}
          <Button variant={url ? "primary" : "secondary"} onClick={props.onClose}>
            {t("close")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {url ? (
          <LinkBox url={url} eventName={props.eventName} t={t} />
        ) : (
          <Button fullWidth busy={busy === "new"} onClick={props.onNewLink}>
            {t(link ? "newLink" : "createLink")}
          </Button>
        )}
        {link && (
          <p className="text-sm text-gray-600">
            {t("linkUntil", { when: indiaDateTimeIn(language, link.expiresAt) })}
          </p>
        )}
        {error && <ErrorBox>{error}</ErrorBox>}
      </div>
    </Dialog>
  );
}
