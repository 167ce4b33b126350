import { LIMITS } from "@shared/limits";
import { characterCount } from "@shared/text-length";
import { PHOTO_MESSAGES } from "@shared/texts";
import { useId, useState } from "react";
import { Button } from "../../../../components/button";
import { Dialog } from "../../../../components/dialog";
import { ErrorBox } from "../../../../components/error-box";
import { inputBoxClasses } from "../../../../components/form-controls";
import { errorMessage } from "../../../../lib/api";
import { cn } from "../../../../lib/cn";
import { PHOTO_TEXTS } from "../../../../lib/texts";
import { useObjectUrl } from "../../../../lib/use-object-url";
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
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  const problem = notImage ? PHOTO_TEXTS.notAnImage : tooLong ? PHOTO_MESSAGES.captionTooLong : error;
  return (
    <Dialog
      open
      onClose={busy ? () => {} : onClose}
      title={PHOTO_TEXTS.dialogTitle}
      description={PHOTO_TEXTS.dialogDescription}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {PHOTO_TEXTS.cancel}
          </Button>
          <Button
            busy={busy}
            busyLabel={PHOTO_TEXTS.sending}
            disabled={tooLong || notImage}
            onClick={() => void send()}
          >
            {PHOTO_TEXTS.send}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex h-56 items-center justify-center overflow-hidden rounded-xl bg-stone-100 md:h-72">
          {url && !notImage && (
            <img src={url} alt={PHOTO_TEXTS.preview} className="max-h-full max-w-full object-contain" />
          )}
        </div>
        <button
          type="button"
          onClick={onChooseAnother}
          disabled={busy}
          className="self-start rounded text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-ring"
        >
          {PHOTO_TEXTS.chooseAnother}
        </button>
        <div>
          <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
            {PHOTO_TEXTS.caption}
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
            placeholder={PHOTO_TEXTS.captionPlaceholder}
            aria-invalid={tooLong || undefined}
            className={cn(inputBoxClasses, "mt-1.5 resize-none py-2.5")}
          />
        </div>
        {problem && <ErrorBox>{problem}</ErrorBox>}
      </div>
    </Dialog>
  );
}
