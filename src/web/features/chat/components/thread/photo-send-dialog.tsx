import { LIMITS } from "@shared/limits";
import { characterCount } from "@shared/text-length";
import { useId, useState } from "react";
import { Button } from "../../../../components/button";
import { Dialog } from "../../../../components/dialog";
import { ErrorBox } from "../../../../components/error-box";
import { inputBoxClasses } from "../../../../components/form-controls";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import { failureSentence } from "../../../../lib/server-sentence";
import { useObjectUrl } from "../../../../lib/use-object-url";
import { THREAD_SENTENCES } from "../../thread-sentences";
import type { SendPhoto } from "./types";

/**
 * The chosen photo before it goes (loaded on first use, photo-picker.tsx): a preview, an optional
 * caption, Send. A refusal (not a picture, too large, no longer a member) shows the server's
 * sentence and keeps the photo and caption.
 */
export function PhotoSendDialog({
  file,
  onSend,
  onChooseAnother,
  onClose,
}: {
  file: File;
  onSend: SendPhoto;
  onChooseAnother: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const url = useObjectUrl(file);
  const t = useMessages("thread");
  const [caption, setCaption] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tooLong = characterCount(caption) > LIMITS.messageMaxLength;
  const notImage = file.type !== "" && !file.type.startsWith("image/");

  const send = async () => {
    if (busy || tooLong || notImage) return;
    setBusy(true);
    setError(null);
    try {
      await onSend({ file, caption: caption.trim() });
      onClose();
    } catch (err) {
      setError(failureSentence(err, THREAD_SENTENCES, t));
      setBusy(false);
    }
  };

  const problem = notImage ? t("notAnImage") : tooLong ? t("captionTooLong") : error;
  return (
    <Dialog
      open
      onClose={busy ? () => {} : onClose}
      title={t("addPhoto")}
      description={t("photoDialogDescription")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button
            busy={busy}
            busyLabel={t("sendingPhoto")}
            disabled={tooLong || notImage}
            onClick={() => void send()}
          >
            {t("sendPhoto")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex h-56 items-center justify-center overflow-hidden rounded-xl bg-stone-100 md:h-72">
          {url && !notImage && (
            <img src={url} alt={t("photoPreview")} className="max-h-full max-w-full object-contain" />
          )}
        </div>
        <button
          type="button"
          onClick={onChooseAnother}
          disabled={busy}
          className="self-start rounded text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-ring"
        >
          {t("chooseAnother")}
        </button>
        <div>
          <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
            {t("caption")}
          </label>
          <textarea
            id={id}
            rows={2}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void send();
              }
            }}
            placeholder={t("captionPlaceholder")}
            aria-invalid={tooLong || undefined}
            className={cn(inputBoxClasses, "mt-1.5 resize-none py-2.5")}
          />
        </div>
        {problem && <ErrorBox>{problem}</ErrorBox>}
      </div>
    </Dialog>
  );
}
