import { HeartHandshake, House, MapPinCheck, ShieldCheck } from "lucide";
import { useState } from "react";
import { Button } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { Icon } from "../../../components/icon";
import { LoadingRegion } from "../../../components/loading-region";
import { Skeleton } from "../../../components/skeleton";
import { type Translate, useLanguage, useMessages } from "../../../lib/i18n";
import { refusalIn } from "../../../lib/server-sentence";
import {
  type CreatedShareLink,
  useCheckIn,
  useCreateShareLink,
  useMySafety,
  useRevokeShareLink,
} from "../api";
import { indiaClockIn, indiaDateTimeIn } from "../format";
import { SAFETY_SERVER_KEYS } from "../server-keys";
import { ShareDialog } from "./share-dialog";

export type SafetyPanelProps = { eventId: string; eventName: string };

const CHECK_INS = {
  arrived: { icon: MapPinCheck, label: "arrive" },
  home_safe: { icon: House, label: "homeSafe" },
} as const;

/** "I've arrived" or "Home safe": one check-in, sent at once. */
function CheckInButton({
  step,
  variant,
  checkIn,
  t,
}: {
  step: keyof typeof CHECK_INS;
  variant: "primary" | "secondary";
  checkIn: ReturnType<typeof useCheckIn>;
  t: Translate<"safety">;
}) {
  const { icon: glyph, label } = CHECK_INS[step];
  return (
    <Button variant={variant} fullWidth busy={checkIn.isPending} onClick={() => checkIn.mutate(step)}>
      <Icon node={glyph} aria-hidden="true" className="size-4" />
      {t(label)}
    </Button>
  );
}

/**
 * On an experience the member joined (ADR 0024): share it with a trusted contact, check in on the
 * day ("I've arrived") and, after the end, answer "Home safe?". What may be done comes from the
 * server; a member who may not (not accepted) gets nothing here.
 */
export function SafetyPanel({ eventId, eventName }: SafetyPanelProps) {
  const t = useMessages("safety");
  const language = useLanguage();
  // The server's reason when it refused, in the member's language where its code is known.
  const refusal = (error: unknown) => refusalIn(t, SAFETY_SERVER_KEYS, error, "failed");
  const mine = useMySafety(eventId);
  const create = useCreateShareLink(eventId);
  const revoke = useRevokeShareLink(eventId);
  const checkIn = useCheckIn(eventId);
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  if (mine.isPending)
    return (
      <LoadingRegion label={t("loading")} className="rounded-2xl border border-gray-200/80 bg-white p-4">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-3 h-11 w-full" />
      </LoadingRegion>
    );
  if (mine.isError || !mine.data) return null;
  const safety = mine.data;
  const { link } = safety;

  const makeLink = () => {
    setDialogError(null);
    create.mutate(undefined, {
      onSuccess: (data) => {
        setCreated(data);
        setOpen(true);
      },
      onError: (error) => setDialogError(refusal(error)),
    });
  };
  const stop = () => {
    if (!link) return;
    setDialogError(null);
    revoke.mutate(link._id, {
      onSuccess: () => {
        setCreated(null);
        setOpen(false);
      },
      onError: (error) => setDialogError(refusal(error)),
    });
  };
  const close = () => {
    setOpen(false);
    setCreated(null);
    setDialogError(null);
  };

  return (
    <section
      aria-labelledby="safety-panel-title"
      className="flex flex-col gap-3 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <Icon node={ShieldCheck} aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="safety-panel-title" className="text-base font-semibold text-gray-900">
            {t("panelTitle")}
          </h2>
          <p className="text-sm text-gray-600">{t("panelHint")}</p>
        </div>
      </div>

      {safety.askHomeSafe && (
        <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <div>
            <p className="text-base font-semibold text-gray-900">{t("askTitle")}</p>
            <p className="text-sm text-gray-700">{t("askBody")}</p>
          </div>
          <CheckInButton step="home_safe" variant="primary" checkIn={checkIn} t={t} />
        </div>
      )}

      {safety.canArrive && <CheckInButton step="arrived" variant="secondary" checkIn={checkIn} t={t} />}
      {safety.checkedInAt && !safety.askHomeSafe && safety.canConfirmHomeSafe && (
        <CheckInButton step="home_safe" variant="secondary" checkIn={checkIn} t={t} />
      )}
      <div role="status" aria-live="polite" className="flex flex-col gap-1 text-sm text-gray-700">
        {safety.checkedInAt && <p>{t("arrivedAt", { time: indiaClockIn(language, safety.checkedInAt) })}</p>}
        {safety.homeSafeAt && (
          <p className="font-medium text-emerald-700">
            {t("homeSafeAt", { time: indiaClockIn(language, safety.homeSafeAt) })}
          </p>
        )}
      </div>
      {checkIn.isError && <ErrorBox>{refusal(checkIn.error)}</ErrorBox>}

      {link ? (
        <div className="flex flex-col gap-3 rounded-xl bg-emerald-50 p-3">
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-emerald-500" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-emerald-800">{t("sharing")}</p>
              <p className="text-sm text-emerald-900/80">
                {t("linkUntil", { when: indiaDateTimeIn(language, link.expiresAt) })}
              </p>
            </div>
          </div>
          <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
            {t("manage")}
          </Button>
        </div>
      ) : (
        safety.canShare && (
          <Button variant="secondary" fullWidth busy={create.isPending} onClick={makeLink}>
            <Icon node={HeartHandshake} aria-hidden="true" className="size-4" />
            {t("shareButton")}
          </Button>
        )
      )}
      {!open && dialogError && <ErrorBox>{dialogError}</ErrorBox>}

      <ShareDialog
        open={open}
        onClose={close}
        eventName={eventName}
        created={created}
        link={link}
        busy={create.isPending ? "new" : revoke.isPending ? "stop" : null}
        error={dialogError}
        onNewLink={makeLink}
        onStop={stop}
      />
    </section>
  );
}
