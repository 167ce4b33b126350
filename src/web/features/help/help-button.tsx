import { LIMITS } from "@shared/limits";
import { useQuery } from "@tanstack/react-query";
import { LifeBuoy, MapPin, MessageSquareWarning, Phone, Send } from "lucide";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../components/button";
import { CharacterCount } from "../../components/character-count";
import { Dialog } from "../../components/dialog";
import { ErrorBox } from "../../components/error-box";
import { inputBoxClasses } from "../../components/form-controls";
import { Icon, type IconNode } from "../../components/icon";
import { LoadingRegion } from "../../components/loading-region";
import { Skeleton } from "../../components/skeleton";
import { SuccessNotice } from "../../components/success-notice";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n";
import { trustedContactQuery, useReportToTeam, useTellContact } from "./api";
import { failureWords } from "./help-words";

export type HelpButtonProps = {
  eventId: string;
  eventName: string;
  /** `pill`: a small header button (the group chat); `block`: a full-width button (the event page). */
  look?: "pill" | "block";
};

// Where the member is, asked once; null when they or the browser refused, or it took too long.
function currentPoint(): Promise<{ lat: number; lng: number } | null> {
  if (!("geolocation" in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

function Block({
  icon,
  title,
  hint,
  children,
}: {
  icon: IconNode;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 p-4">
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <Icon node={icon} aria-hidden="true" className="size-5 text-brand-600" />
        {title}
      </h3>
      <p className="mt-1 text-sm text-gray-600">{hint}</p>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function TellContact({ eventId, name }: { eventId: string; name: string }) {
  const t = useMessages("help");
  const id = useId();
  const tell = useTellContact(eventId);
  const [withLocation, setWithLocation] = useState(false);
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState<"locationSent" | "locationRefused" | null>(null);

  const send = async () => {
    tell.reset();
    setNote(null);
    let point: { lat: number; lng: number } | null = null;
    if (withLocation) {
      setLocating(true);
      point = await currentPoint();
      setLocating(false);
    }
    tell.mutate(point, {
      onSuccess: () => setNote(withLocation ? (point ? "locationSent" : "locationRefused") : null),
    });
  };

  return (
    <>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={withLocation}
          onChange={(e) => setWithLocation(e.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>
          <span className="flex items-center gap-1.5 text-base text-gray-900">
            <Icon node={MapPin} aria-hidden="true" className="size-4 text-gray-500" />
            {t("shareLocation")}
          </span>
          <span id={`${id}-hint`} className="block text-sm text-gray-600">
            {t("shareLocationHint")}
          </span>
        </span>
      </label>
      {tell.isError && <ErrorBox>{failureWords(t, tell.error)}</ErrorBox>}
      <SuccessNotice>
        {/* The server's sentence (HELP_MESSAGES.contactTold) in the member's language, and the location's note. */}
        {tell.isSuccess ? [t("contactTold", { name }), note && t(note)].filter(Boolean).join(" ") : null}
      </SuccessNotice>
      <Button
        type="button"
        size="lg"
        fullWidth
        busy={locating || tell.isPending}
        busyLabel={locating ? t("locating") : t("telling")}
        onClick={() => void send()}
      >
        <Icon node={Send} aria-hidden="true" className="size-5" />
        {t("tell")}
      </Button>
    </>
  );
}

function ReportToTeam({ eventId }: { eventId: string }) {
  const t = useMessages("help");
  const id = useId();
  const report = useReportToTeam(eventId);
  const [details, setDetails] = useState("");
  const max = LIMITS.listingReportDetailsMaxLength;
  return (
    <>
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-900">
          {t("detailsLabel")}
        </label>
        <textarea
          id={id}
          rows={3}
          value={details}
          maxLength={max}
          aria-describedby={`${id}-hint ${id}-count`}
          onChange={(e) => {
            setDetails(e.target.value);
            report.reset();
          }}
          className={cn(inputBoxClasses, "min-h-24 resize-y py-3")}
        />
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm text-gray-600">
          <p id={`${id}-hint`}>{t("detailsHint")}</p>
          <CharacterCount id={`${id}-count`} length={details.length} max={max} />
        </div>
      </div>
      {report.isError && <ErrorBox>{failureWords(t, report.error)}</ErrorBox>}
      <SuccessNotice>{report.isSuccess ? t("reported") : null}</SuccessNotice>
      <Button
        type="button"
        variant="secondary"
        size="lg"
        fullWidth
        busy={report.isPending}
        busyLabel={t("sending")}
        onClick={() => report.mutate(details)}
      >
        {t("send")}
      </Button>
    </>
  );
}

function HelpSheet({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const t = useMessages("help");
  const contact = useQuery(trustedContactQuery());
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("title")}
      description={t("description")}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t("close")}
        </Button>
      }
    >
      <div className="space-y-4">
        <a
          href="tel:112"
          className="flex min-h-13 w-full flex-col items-center justify-center rounded-xl bg-red-600 px-6 py-2 text-center leading-tight font-semibold text-white shadow-sm transition-colors select-none hover:bg-red-700 active:bg-red-800 focus-ring focus-visible:ring-offset-2"
        >
          <span className="flex items-center gap-2 text-lg">
            <Icon node={Phone} aria-hidden="true" className="size-5" />
            {t("call")}
          </span>
          <span className="text-sm font-normal opacity-90">{t("callHint")}</span>
        </a>
        <Block
          icon={Send}
          title={t("tell")}
          hint={
            contact.data
              ? t("tellHint", { name: contact.data.name })
              : contact.isSuccess
                ? t("noContact")
                : ""
          }
        >
          {contact.isSuccess ? (
            contact.data ? (
              <TellContact eventId={eventId} name={contact.data.name} />
            ) : (
              <Link to="/profile/trusted-contact" className={buttonClasses("primary", "lg", true)}>
                {t("addContact")}
              </Link>
            )
          ) : contact.isError ? (
            <ErrorBox>{failureWords(t, contact.error)}</ErrorBox>
          ) : (
            <LoadingRegion label={t("loadingContact")}>
              <Skeleton className="h-12" />
            </LoadingRegion>
          )}
        </Block>
        <Block icon={MessageSquareWarning} title={t("report")} hint={t("reportHint")}>
          <ReportToTeam eventId={eventId} />
        </Block>
      </div>
    </Dialog>
  );
}

/** "Help" during an experience (issue 38 item 7, ADR 0045): 112, the trusted contact, the team. */
export function HelpButton({ eventId, eventName, look = "block" }: HelpButtonProps) {
  const t = useMessages("help");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t("buttonLabel", { event: eventName })}
        onClick={() => setOpen(true)}
        className={
          look === "pill"
            ? "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full bg-red-600 px-3 text-sm font-semibold text-white shadow-sm hover:bg-red-700 focus-ring sm:px-4"
            : cn(buttonClasses("danger", "lg", true))
        }
      >
        <Icon node={LifeBuoy} aria-hidden="true" className="size-5" />
        {/* In a phone's chat header the word would squeeze the title out: the icon says it there. */}
        <span className={look === "pill" ? "hidden sm:inline" : undefined}>{t("button")}</span>
      </button>
      {open && <HelpSheet eventId={eventId} onClose={() => setOpen(false)} />}
    </>
  );
}
