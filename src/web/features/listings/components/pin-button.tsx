import { LocateFixed, X } from "lucide";
import { useState } from "react";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { type MessageKey, useMessages } from "../../../lib/i18n";

/**
 * The meeting point's optional map pin (issue 27 item 1): the host's phone location, asked for only
 * when they tap, at five decimals (a metre or so: it is the meeting point itself). "" when none.
 */
export function PinButton({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (pin: string) => void;
}) {
  const t = useMessages("listings");
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<MessageKey<"listings"> | null>(null);

  const pin = () => {
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
        onChange(`${round(position.coords.latitude)},${round(position.coords.longitude)}`);
      },
      () => {
        setBusy(false);
        setNote("pinUnavailable");
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <div id={id} className="flex flex-col gap-1">
      {value ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <span>{t("pinSet", { pin: value })}</span>
          <Button variant="ghost" onClick={() => onChange("")}>
            <Icon node={X} aria-hidden="true" className="size-4" />
            {t("pinRemove")}
          </Button>
        </p>
      ) : (
        <Button variant="secondary" onClick={pin} disabled={busy} className="self-start">
          <Icon node={LocateFixed} aria-hidden="true" className="size-4" />
          {t("pinHere")}
        </Button>
      )}
      <p className="text-sm text-gray-600" role={note ? "status" : undefined}>
        {t(note ?? "pinHint")}
      </p>
    </div>
  );
}
