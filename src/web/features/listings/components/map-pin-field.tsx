import { inIndia, type MapPointProblem, mapLinks, readMapPoint } from "@shared/map-point";
import { EVENT_MESSAGES } from "@shared/texts";
import { LocateFixed, X } from "lucide";
import { useState } from "react";
import { Button } from "../../../components/button";
import { inputClasses } from "../../../components/form-controls";
import { FormField, type FormProblem } from "../../../components/forms";
import { Icon } from "../../../components/icon";
import { cn } from "../../../lib/cn";
import { type MessageKey, useLanguage, useMessages } from "../../../lib/i18n";
import type { FormField as ListingField } from "../create-form";
import { sentenceIn } from "../sentences";

// What a pasted text that names no pin says, in the shared rules' English (the catalogue words it).
const PROBLEM_SENTENCES: Record<MapPointProblem, string> = {
  shortLink: EVENT_MESSAGES.meetingLinkShort,
  noPoint: EVENT_MESSAGES.meetingLinkNoPoint,
  outOfRange: EVENT_MESSAGES.meetingPinInvalid,
};

/**
 * The meeting point's optional map pin (issue 27 item 1, issue 41 item 4): a maps link or the
 * coordinates pasted (a trailhead planned from home), or the host's phone location when they tap
 * "Pin where I am now", at five decimals. The point read is shown at once, with a link to check it
 * on the map; the server reads the same text the same way (shared/map-point.ts).
 */
export function MapPinField({
  form,
  value,
  onChange,
}: {
  form: FormProblem<ListingField>;
  value: string;
  onChange: (pin: string) => void;
}) {
  const t = useMessages("listings");
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<MessageKey<"listings"> | null>(null);

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setNote("pinUnavailable");
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        setNote(null);
        const round = (n: number) => Math.round(n * 1e5) / 1e5;
        onChange(`${round(position.coords.latitude)}, ${round(position.coords.longitude)}`);
      },
      () => {
        setBusy(false);
        setNote("pinUnavailable");
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const reading = value.trim() === "" ? null : readMapPoint(value);
  const point = reading?.ok ? reading.point : null;
  const problem =
    reading === null
      ? null
      : !reading.ok
        ? PROBLEM_SENTENCES[reading.problem]
        : inIndia(reading.point)
          ? null
          : EVENT_MESSAGES.meetingPinInvalid;

  return (
    <div className="space-y-2">
      <FormField form={form} name="meetingPin" label={t("pinLink")} hint={t(note ?? "pinHint")}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              placeholder={t("pinLinkPlaceholder")}
              className={cn(inputClasses, "min-w-0 flex-1")}
            />
            {value !== "" && (
              <Button variant="ghost" onClick={() => onChange("")} className="shrink-0">
                <Icon node={X} aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">{t("pinRemove")}</span>
              </Button>
            )}
          </div>
        )}
      </FormField>
      {/* Said as the host pastes, before any submit: a polite status, not the red box. */}
      <div aria-live="polite">
        {point && !problem && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 p-3 text-sm text-gray-900">
            <span className="font-semibold">{t("pinSet", { pin: `${point.lat}, ${point.lng}` })}</span>
            <a
              href={mapLinks(point, "").web}
              target="_blank"
              rel="noopener noreferrer"
              className="focus-ring inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              {t("pinCheck")}
            </a>
          </p>
        )}
        {problem && (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {sentenceIn(t, language, { message: problem })}
          </p>
        )}
      </div>
      {value === "" && (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-gray-600">{t("pinOr")}</span>
          <Button variant="secondary" onClick={locate} disabled={busy}>
            <Icon node={LocateFixed} aria-hidden="true" className="size-4" />
            {t("pinHere")}
          </Button>
        </div>
      )}
    </div>
  );
}
