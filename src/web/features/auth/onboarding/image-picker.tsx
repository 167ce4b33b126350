import { LIMITS } from "@shared/limits";
import { Camera, ImagePlus, UserRound, X } from "lucide";
import { type ChangeEvent, useId } from "react";
import { controlProps, hintId } from "../../../components/forms";
import { Icon } from "../../../components/icon";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n";
import { useObjectUrl } from "../../../lib/use-object-url";
import { IMAGE_ACCEPT } from "./image-checks";

// The profile picture (round preview) and up to 6 more pictures (thumbnails with remove buttons).
// The inputs are visually hidden; their labels are the visible, 44 px+ targets.

// Picked files have no id of their own; each File object gets one for the list's keys.
const fileIds = new WeakMap<File, number>();
let nextFileId = 0;
function fileKey(file: File): number {
  let key = fileIds.get(file);
  if (key === undefined) {
    key = nextFileId++;
    fileIds.set(file, key);
  }
  return key;
}

function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.target.files ?? []);
  // Lets the same file be picked again after a removal or an error.
  event.target.value = "";
  return files;
}

export function AvatarPicker({
  id,
  file,
  onPick,
  disabled,
  invalid = false,
  errorId,
}: {
  id: string;
  file: File | null;
  onPick: (file: File) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** The error list that describes the input while it is invalid. */
  errorId?: string;
}) {
  const t = useMessages("onboarding");
  const url = useObjectUrl(file);
  return (
    <div className="flex items-center gap-4">
      <input
        {...controlProps(id, { invalid, hint: true, errorId })}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={t("profilePicture")}
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          const [picked] = takeFiles(event);
          if (picked) onPick(picked);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          "relative grid size-24 shrink-0 cursor-pointer place-items-center rounded-full transition",
          "peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2",
          url
            ? "ring-4 ring-brand-100"
            : cn(
                "border-2 border-dashed bg-brand-50 text-brand-400 hover:bg-brand-100",
                invalid ? "border-red-400" : "border-brand-300",
              ),
        )}
      >
        {url ? (
          <img src={url} alt={t("preview")} className="size-full rounded-full object-cover" />
        ) : (
          <Icon node={UserRound} aria-hidden="true" className="size-10" />
        )}
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -bottom-0.5 grid size-9 place-items-center rounded-full bg-brand-700 text-white shadow-md ring-4 ring-white"
        >
          <Icon node={Camera} className="size-4.5" />
        </span>
      </label>
      <div className="min-w-0">
        <p className="text-base font-semibold text-gray-900">{t("profilePicture")}</p>
        <p id={hintId(id)} className="text-sm text-gray-500">
          {t("fileHint")}
        </p>
        <label
          htmlFor={id}
          className="mt-1 inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700 hover:text-brand-700"
        >
          {t(file ? "changePhoto" : "uploadPhoto")}
        </label>
      </div>
    </div>
  );
}

function Thumbnail({
  file,
  index,
  onRemove,
  disabled,
}: {
  file: File;
  index: number;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const t = useMessages("onboarding");
  const url = useObjectUrl(file);
  return (
    <li className="relative aspect-square">
      <div className="size-full overflow-hidden rounded-xl bg-stone-100 ring-1 ring-gray-200">
        {url && <img src={url} alt={t("photoAlt", { n: index + 1 })} className="size-full object-cover" />}
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t("removePhoto", { n: index + 1 })}
        className="absolute -top-2.5 -right-2.5 grid size-11 place-items-center rounded-full focus-ring"
      >
        <span className="grid size-7 place-items-center rounded-full bg-gray-900/80 text-white shadow-sm ring-2 ring-white">
          <Icon node={X} aria-hidden="true" className="size-4" />
        </span>
      </button>
    </li>
  );
}

export function PhotoPicker({
  files,
  onAdd,
  onRemove,
  disabled,
}: {
  files: File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}) {
  const t = useMessages("onboarding");
  const id = useId();
  const full = files.length >= LIMITS.profileImagesMax;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p id={`${id}-title`} className="text-base font-semibold text-gray-900">
          {t("morePhotos")} <span className="font-normal text-gray-500">{t("optional")}</span>
        </p>
        <p className="text-sm text-gray-500">
          {t("photoCount", { picked: files.length, max: LIMITS.profileImagesMax })}
        </p>
      </div>
      <ul aria-labelledby={`${id}-title`} className="mt-3 grid grid-cols-3 gap-3">
        {files.map((file, index) => (
          <Thumbnail
            key={fileKey(file)}
            file={file}
            index={index}
            disabled={disabled}
            onRemove={() => onRemove(index)}
          />
        ))}
        {!full && (
          <li className="aspect-square">
            <input
              id={id}
              type="file"
              multiple
              accept={IMAGE_ACCEPT}
              aria-label={t("addMore")}
              disabled={disabled}
              className="peer sr-only"
              onChange={(event) => {
                const picked = takeFiles(event);
                if (picked.length > 0) onAdd(picked);
              }}
            />
            <label
              htmlFor={id}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-gray-300 bg-stone-50 text-sm font-medium text-gray-600 transition hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2"
            >
              <Icon node={ImagePlus} aria-hidden="true" className="size-6" />
              {t("add")}
            </label>
          </li>
        )}
      </ul>
    </div>
  );
}
