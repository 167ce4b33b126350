import { Check } from "lucide";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { type MessageKey, useMessages } from "../../../../lib/i18n";
import { EmojiTile } from "../option-chips";
import type { StepProps } from "./step-props";

const CHOICES: readonly {
  value: boolean;
  emoji: string;
  title: MessageKey<"onboarding">;
  detail: MessageKey<"onboarding">;
}[] = [
  { value: true, emoji: "🛡️", title: "trustYes", detail: "trustYesDetail" },
  { value: false, emoji: "😌", title: "trustNo", detail: "trustNoDetail" },
];

/** Step 8: yes goes on to the social handles; no sends the registration at once (SPEC 4). */
export function TrustStep({ state, dispatch, headingId, onDecline }: StepProps & { onDecline: () => void }) {
  const t = useMessages("onboarding");
  const chosen = state.draft.trustVerification;
  return (
    <fieldset aria-labelledby={headingId} className="grid min-w-0 gap-3">
      {CHOICES.map((choice) => {
        const on = chosen === choice.value;
        return (
          <button
            key={String(choice.value)}
            type="button"
            aria-pressed={on}
            disabled={state.busy}
            onClick={() => (choice.value ? dispatch({ type: "chooseTrust", value: true }) : onDecline())}
            className={cn(
              "flex min-h-22 items-center gap-4 rounded-2xl border-2 px-4 py-4 text-left transition",
              "focus-ring focus-visible:ring-offset-2",
              "disabled:cursor-not-allowed disabled:opacity-70",
              on
                ? "border-brand-500 bg-brand-700 text-white shadow-lg shadow-brand-500/25"
                : "border-gray-200 bg-white text-gray-900 hover:border-brand-300 hover:bg-brand-50/60",
            )}
          >
            <EmojiTile emoji={choice.emoji} on={on} className="size-12 rounded-2xl text-2xl" />
            <span className="min-w-0 flex-1">
              <span className="block text-base font-semibold">{t(choice.title)}</span>
              <span className={cn("mt-0.5 block text-sm", on ? "text-brand-50" : "text-gray-500")}>
                {t(choice.detail)}
              </span>
            </span>
            {on && <Icon node={Check} aria-hidden="true" className="size-5 shrink-0" strokeWidth={3} />}
          </button>
        );
      })}
    </fieldset>
  );
}
