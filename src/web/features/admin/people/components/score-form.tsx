import { LIMITS } from "@shared/limits";
import { Gauge } from "lucide";
import { useId, useState } from "react";
import { Button } from "../../../../components/button";
import { Card } from "../../../../components/card";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import { parseScore } from "../format";

export type ScoreFormProps = {
  /** Called with a valid score (a whole number from 0 to 100). */
  onValid: (score: number) => void;
  className?: string;
};

/** SPEC 5 "Admin": the score entry; anything but 0 to 100 shows "Please enter a score between 0 and 100.". */
export function ScoreForm({ onValid, className }: ScoreFormProps) {
  const t = useMessages("admin-people");
  const headingId = useId();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);

  return (
    <Card padding="lg" className={className}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Icon node={Gauge} aria-hidden="true" className="size-5 text-brand-600" />
          {t("assignScore")}
        </h2>
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {t("scoreHint")}
        </p>
        <form
          noValidate
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            const score = parseScore(text);
            if (score === null) {
              setInvalid(true);
              return;
            }
            setInvalid(false);
            onValid(score);
          }}
        >
          <label htmlFor={fieldId} className="block text-sm font-semibold text-gray-800">
            {t("scoreLabel")}
          </label>
          <div className="mt-1.5 flex gap-2">
            <div className="relative min-w-0 flex-1">
              <input
                id={fieldId}
                type="number"
                inputMode="numeric"
                min={LIMITS.scoreMin}
                max={LIMITS.scoreMax}
                step={1}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  if (invalid) setInvalid(false);
                }}
                placeholder={t("scorePlaceholder")}
                aria-invalid={invalid || undefined}
                aria-describedby={cn(hintId, invalid && errorId) || undefined}
                className={cn(
                  "h-12 w-full rounded-xl border bg-white pr-10 pl-4 text-base text-gray-900 tabular-nums shadow-sm placeholder:text-gray-500",
                  "focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none",
                  invalid ? "border-red-400" : "border-gray-300",
                )}
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-base text-gray-500"
              >
                %
              </span>
            </div>
            <Button type="submit" className="h-12 shrink-0">
              {t("saveScore")}
            </Button>
          </div>
          {invalid && (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-600">
              {t("serverScoreRange")}
            </p>
          )}
        </form>
      </section>
    </Card>
  );
}
