import { PHONE_CODE_PATTERN, type PhoneStatus } from "@shared/contracts/phone";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, Smartphone } from "lucide";
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { Field, inputClasses } from "../../../components/form-controls";
import { Icon } from "../../../components/icon";
import { LoadError } from "../../../components/load-error";
import { LoadingRegion } from "../../../components/loading-region";
import { PageHeader } from "../../../components/page-header";
import { Skeleton } from "../../../components/skeleton";
import { SuccessNotice } from "../../../components/success-notice";
import { type MessageKey, type Translate, useMessages } from "../../../lib/i18n";
import { serverSentence } from "../../../lib/i18n/server-sentence";
import { documentTitle } from "../../../lib/texts";
import { useNow } from "../../../lib/use-now";
import { useUserId } from "../../../lib/use-session";
import { phoneQuery, useRequestPhoneCode, useVerifyPhoneCode } from "./api";

/** +919876543210 (or the profile's 9876543210) as members read it: +91 98765 43210. */
export function readableNumber(number: string): string {
  const national = /^(?:\+91)?(\d{10})$/.exec(number)?.[1];
  return national ? `+91 ${national.slice(0, 5)} ${national.slice(5)}` : number;
}

type PhoneKey = MessageKey<"phone">;

// The server's sentences this screen can meet, by their code (ADR 0056); the ones built from values
// (a wait in seconds, the tries left after a wrong code) have no code yet and show as they came.
const SERVER_KEYS: Record<string, PhoneKey> = {
  "phone.invalidNumber": "invalidNumber",
  "phone.countryNotServed": "countryNotServed",
  "phone.inUse": "inUse",
  "phone.alreadyVerified": "alreadyVerified",
  "phone.codeFormat": "codeFormat",
  "phone.wait": "wait",
  "phone.numberLimit": "numberLimit",
  "phone.memberLimit": "memberLimit",
  "phone.addressLimit": "addressLimit",
  "phone.noCode": "noCode",
  "phone.wrongCode": "wrongCode",
  "phone.expired": "expired",
  "phone.used": "used",
  "phone.tooManyTries": "tooManyTries",
  "phone.sendFailed": "sendFailed",
  "phone.unavailable": "unavailable",
  tooManyRequests: "tooManyRequests",
};

const failure = (t: Translate<"phone">, error: unknown) => serverSentence(error, t, SERVER_KEYS);

type Request = { isError: boolean; error: unknown; reset: () => void };

/**
 * A step's one input and what is wrong with it: the member's own slip, caught here, before the
 * refusal of the first of its requests the server refused (`sends`, the request that sends what was
 * typed, first). Typing clears the slip and that request's refusal. The input an error is about
 * gets the focus, so a screen reader hears the error and the member types again.
 */
function useStep(t: Translate<"phone">, initial: string, sends: Request, ...others: Request[]) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<PhoneKey | null>(null);
  const refused = [sends, ...others].find((request) => request.isError);
  const error = problem ? t(problem) : refused ? failure(t, refused.error) : null;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  return {
    value,
    error,
    ref,
    type: (typed: string) => {
      setValue(typed);
      setProblem(null);
      sends.reset();
    },
    /** The member's slip, said again with the focus back on the input when it is the same one. */
    slip: (key: PhoneKey) => {
      setProblem(key);
      ref.current?.focus();
    },
    clearSlip: () => setProblem(null),
  };
}

type StepFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "step"> & {
  step: ReturnType<typeof useStep>;
  label: string;
  /** Under the input while nothing is wrong. */
  hint: string;
};

/** A step's one input: its label, then the hint or, in the red box that describes the input, the error. */
function StepField({ step, label, hint, ...input }: StepFieldProps) {
  const id = useId();
  return (
    <>
      <Field
        id={id}
        label={label}
        hint={step.error ? undefined : hint}
        invalid={Boolean(step.error)}
        errorId={`${id}-error`}
      >
        {(control) => (
          <input
            {...control}
            {...input}
            ref={step.ref}
            value={step.value}
            onChange={(e) => step.type(e.target.value)}
          />
        )}
      </Field>
      {step.error && (
        <ErrorBox>
          <span id={`${id}-error`}>{step.error}</span>
        </ErrorBox>
      )}
    </>
  );
}

function NumberForm({ initial, userId }: { initial: string; userId: string }) {
  const t = useMessages("phone");
  const send = useRequestPhoneCode(userId);
  const number = useStep(t, initial, send);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!number.value.trim()) {
      number.slip("invalidNumber");
      return;
    }
    number.clearSlip();
    send.mutate(number.value);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <StepField
        step={number}
        label={t("numberLabel")}
        hint={t("numberHint")}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={32}
        className={inputClasses}
      />
      <Button type="submit" size="lg" fullWidth busy={send.isPending} busyLabel={t("sending")}>
        {t("sendCode")}
      </Button>
    </form>
  );
}

function CodeForm({
  pending,
  userId,
  onChangeNumber,
}: {
  pending: NonNullable<PhoneStatus["pending"]>;
  userId: string;
  onChangeNumber: () => void;
}) {
  const t = useMessages("phone");
  const verify = useVerifyPhoneCode(userId);
  const resend = useRequestPhoneCode(userId);
  const code = useStep(t, "", verify, resend);
  const now = useNow(1000);
  const wait = Math.ceil((new Date(pending.resendAt).getTime() - now.getTime()) / 1000);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.value.replace(/\s+/g, "");
    if (!PHONE_CODE_PATTERN.test(typed)) {
      code.slip("codeFormat");
      return;
    }
    code.clearSlip();
    resend.reset();
    verify.mutate(typed);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <StepField
        step={code}
        label={t("codeLabel")}
        hint={`${t("codeSentTo", { to: readableNumber(pending.to) })} ${t("triesLeft", { count: pending.triesLeft })}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        className={`${inputClasses} text-center text-2xl tracking-[0.4em]`}
      />
      <SuccessNotice>{resend.isSuccess ? t("codeSent") : null}</SuccessNotice>
      <Button type="submit" size="lg" fullWidth busy={verify.isPending} busyLabel={t("verifying")}>
        {t("verify")}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          disabled={wait > 0 || resend.isPending}
          onClick={() => {
            verify.reset();
            code.clearSlip();
            resend.mutate(pending.to);
          }}
        >
          {wait > 0 ? t("resendIn", { seconds: wait }) : t("resend")}
        </Button>
        <Button type="button" variant="ghost" onClick={onChangeNumber}>
          {t("changeNumber")}
        </Button>
      </div>
    </form>
  );
}

function Verified({ mobileNo, onChangeNumber }: { mobileNo: string; onChangeNumber: () => void }) {
  const t = useMessages("phone");
  return (
    <div className="space-y-4">
      <section className="flex items-center gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 shadow-sm">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-emerald-600">
          <Icon node={BadgeCheck} aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-gray-900">{t("verifiedTitle")}</h2>
          <p className="text-sm break-words text-gray-700">
            {t("verifiedNumber", { number: readableNumber(mobileNo) })}
          </p>
        </div>
      </section>
      <div className="flex flex-wrap gap-2">
        <Link to="/profile" className={buttonClasses("primary", "md")}>
          {t("backToProfile")}
        </Link>
        <Button type="button" variant="ghost" onClick={onChangeNumber}>
          {t("changeNumber")}
        </Button>
      </div>
    </div>
  );
}

function Verification({ status, userId }: { status: PhoneStatus; userId: string }) {
  const t = useMessages("phone");
  const [changing, setChanging] = useState(false);
  // A new answer (a code sent, a number verified) shows its own step.
  const [seen, setSeen] = useState(status);
  if (seen !== status) {
    setSeen(status);
    setChanging(false);
  }
  if (!status.available) return <ErrorBox>{t("unavailable")}</ErrorBox>;
  if (status.pending && !changing)
    return <CodeForm pending={status.pending} userId={userId} onChangeNumber={() => setChanging(true)} />;
  if (status.phoneVerified && !changing)
    return <Verified mobileNo={status.mobileNo} onChangeNumber={() => setChanging(true)} />;
  return <NumberForm initial={changing ? "" : status.mobileNo} userId={userId} />;
}

/** Issue 38: the member verifies their mobile number with a 6-digit code sent by SMS. */
export function PhonePage() {
  const t = useMessages("phone");
  const userId = useUserId() ?? "";
  const { data: status, error, refetch, isRefetching } = useQuery(phoneQuery());

  useEffect(() => {
    document.title = documentTitle(t("title"));
  }, [t]);

  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeader title={t("title")} backTo="/profile" />
      <div className="space-y-5">
        <p className="flex items-start gap-3 text-base text-gray-700">
          <Icon node={Smartphone} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>{t("intro")}</span>
        </p>
        {status ? (
          <Verification status={status} userId={userId} />
        ) : error ? (
          <LoadError error={error} busy={isRefetching} onRetry={() => void refetch()} />
        ) : (
          <LoadingRegion>
            <Skeleton className="h-40 rounded-2xl" />
          </LoadingRegion>
        )}
      </div>
    </div>
  );
}
