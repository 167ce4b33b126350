import { ArrowLeft } from "lucide";
import { type FormEvent, useEffect, useId, useReducer, useRef } from "react";
import { BrandMark } from "../../../components/brand-mark";
import { Button } from "../../../components/button";
import { ErrorList, focusField } from "../../../components/forms";
import { Icon } from "../../../components/icon";
import { useMessages } from "../../../lib/i18n";
import { documentTitle } from "../../../lib/texts";
import type { Identity } from "../auth-api";
import { nameFromIdToken } from "../popup";
import { fieldId, fieldsAtFault, onboardingFields } from "./fields";
import {
  BACK_FROM_STEP,
  continueDecision,
  initialOnboardingState,
  LAST_STEP,
  onboardingReducer,
  TRUST_STEP,
} from "./onboarding-reducer";
import { ProgressBar } from "./progress-bar";
import { STEP_COPY } from "./step-copy";
import { BasicsStep } from "./steps/basics-step";
import { ChoiceStep } from "./steps/choice-step";
import { PhoneStep } from "./steps/phone-step";
import { SocialsStep } from "./steps/socials-step";
import type { StepProps } from "./steps/step-props";
import { TrustStep } from "./steps/trust-step";
import { useProblemText } from "./use-problem-text";
import { useRegistration } from "./use-registration";

/**
 * The 10-step onboarding of SPEC 2 "/signin" and 4 "Onboarding", shown in place of the landing
 * once a new member signed in. One question per screen; the primary button sits at the bottom of
 * the viewport on phones and inside a centred card on wide screens.
 */
export function Onboarding({ identity }: { identity: Identity }) {
  const [state, dispatch] = useReducer(onboardingReducer, identity.idToken, (token) =>
    initialOnboardingState(nameFromIdToken(token)),
  );
  const submit = useRegistration(identity, dispatch);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useMessages("onboarding");
  const problemText = useProblemText();
  const { step, error, busy } = state;
  const copy = STEP_COPY[step] ?? STEP_COPY[0]!;

  // A new question: start at its top and move the focus to its heading (not on a change of language).
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs for each new step.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);
  // The tab's title is the question, in the member's language (t changes with it).
  useEffect(() => {
    const heading = STEP_COPY[step]?.heading;
    document.title = documentTitle(t(heading ?? "documentTitle"));
  }, [step, t]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const decision = continueDecision(state);
    if (decision.kind === "submit") void submit(state);
    else dispatch({ type: "next" });
    // The step's problem moves the focus to the first input that can fix it.
    const [first] = decision.kind === "error" ? fieldsAtFault(decision.message, state.draft) : [];
    if (first) focusField(fieldId(first));
  };

  const onDecline = () => {
    dispatch({ type: "chooseTrust", value: false });
    void submit({ ...state, draft: { ...state.draft, trustVerification: false } });
  };

  const stepProps: StepProps = { state, dispatch, headingId, fields: onboardingFields(error, state.draft) };

  return (
    <div className="min-h-dvh bg-white md:bg-gradient-to-br md:from-brand-50 md:via-amber-50 md:to-rose-50">
      <div className="mx-auto flex min-h-dvh w-full max-w-[560px] flex-col md:px-0 md:py-10">
        <div className="mb-6 hidden justify-center md:flex">
          <BrandMark />
        </div>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={headingId}
          className="flex flex-1 flex-col bg-white md:flex-none md:rounded-3xl md:shadow-xl md:shadow-brand-900/5 md:ring-1 md:ring-brand-100"
        >
          <div className="sticky top-0 z-10 flex h-16 items-center gap-2 bg-white/95 px-4 backdrop-blur md:static md:h-auto md:rounded-t-3xl md:bg-transparent md:px-8 md:pt-7 md:pb-1">
            {step >= BACK_FROM_STEP ? (
              <button
                type="button"
                aria-label={t("back")}
                disabled={busy}
                onClick={() => dispatch({ type: "back" })}
                className="-ml-2 grid size-11 shrink-0 place-items-center rounded-full text-gray-700 transition hover:bg-stone-100 focus-ring disabled:opacity-50"
              >
                <Icon node={ArrowLeft} aria-hidden="true" className="size-6" />
              </button>
            ) : (
              <span aria-hidden="true" className="-ml-2 size-11 shrink-0" />
            )}
            <ProgressBar step={step} />
            <span aria-hidden="true" className="size-11 shrink-0" />
          </div>

          <div className="flex-1 px-5 pt-3 pb-8 md:px-8 md:pt-5">
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{t(copy.section)}</p>
            <h1
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="mt-1.5 text-2xl leading-tight font-semibold tracking-tight text-balance text-gray-900 focus:outline-none md:text-[1.75rem]"
            >
              {t(copy.heading)}
            </h1>
            <p className="mt-2 text-base text-gray-600">{t(copy.helper, copy.values)}</p>

            <div className="mt-6">
              {step === 0 && <PhoneStep {...stepProps} />}
              {step === 1 && <BasicsStep {...stepProps} />}
              {step >= 2 && step < TRUST_STEP && <ChoiceStep {...stepProps} />}
              {step === TRUST_STEP && <TrustStep {...stepProps} onDecline={onDecline} />}
              {step === LAST_STEP && <SocialsStep {...stepProps} />}
            </div>
          </div>

          <div className="sticky bottom-0 z-10 border-t border-gray-100 bg-white/95 px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur md:static md:rounded-b-3xl md:border-0 md:bg-transparent md:px-8 md:pt-0 md:pb-8">
            <ErrorList id={stepProps.fields.errorId} className="mb-3" errors={[problemText(error)]} />
            <Button type="submit" size="lg" fullWidth busy={busy} busyLabel={t("pleaseWait")}>
              {t(step === LAST_STEP ? "finish" : "continue")}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
