import { ImagePlus, Trash2 } from "lucide";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { useMessages } from "../../../lib/i18n";
import { useObjectUrl } from "../../../lib/use-object-url";
import { type CoverProblem, coverProblem } from "../create-form";

const ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * The optional cover picture. Type and size are checked the moment it is picked; without one the
 * server gives the listing a preset picture of its category.
 */
export function CoverPicker({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const t = useMessages("listings");
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<CoverProblem | null>(null);
  const preview = useObjectUrl(file);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = ""; // picking the same file again still fires a change
    if (!picked) return;
    const issue = coverProblem(picked);
    setProblem(issue);
    if (!issue) onChange(picked);
  };

  return (
    <div>
      <span className="mb-1.5 block text-sm font-semibold text-gray-900">
        {t("coverLabel")} <span className="font-normal text-gray-500">{t("coverOptional")}</span>
      </span>
      {preview ? (
        <div className="relative overflow-hidden rounded-2xl border border-gray-200">
          <img src={preview} alt={t("coverChosen")} className="aspect-video w-full object-cover" />
          <div className="absolute right-2 bottom-2 flex gap-2">
            <Button variant="secondary" onClick={() => inputRef.current?.click()}>
              {t("coverChange")}
            </Button>
            <Button
              variant="secondary"
              aria-label={t("coverRemove")}
              onClick={() => {
                setProblem(null);
                onChange(null);
              }}
            >
              <Icon node={Trash2} aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className="flex aspect-[3/1] min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-gray-300 bg-stone-50 px-4 text-center text-sm text-gray-600 transition hover:border-brand-300 hover:bg-brand-50/50 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
        >
          <Icon node={ImagePlus} aria-hidden="true" className="size-7 text-brand-600" />
          <span>
            <span className="font-semibold text-brand-700">{t("coverAdd")}</span>
            <span className="block">{t("coverFormats")}</span>
          </span>
        </label>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT}
        aria-label={t("coverLabel")}
        onChange={pick}
        className="sr-only"
      />
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600">
          {t(problem.key, { file: problem.file })}
        </p>
      )}
    </div>
  );
}
