import { LocateFixed, X } from "lucide";
import { useState } from "react";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { CREATE_LISTING_TEXTS } from "../../../lib/texts";

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
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const pin = () => {
    if (!("geolocation" in navigator)) {
      setNote(CREATE_LISTING_TEXTS.pinUnavailable);
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
        setNote(CREATE_LISTING_TEXTS.pinUnavailable);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <div id={id} className="flex flex-col gap-1">
      {value ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <span>{CREATE_LISTING_TEXTS.pinSet(value)}</span>
          <Button variant="ghost" onClick={() => onChange("")}>
            <Icon node={X} aria-hidden="true" className="size-4" />
            {CREATE_LISTING_TEXTS.pinRemove}
          </Button>
        </p>
      ) : (
        <Button variant="secondary" onClick={pin} disabled={busy} className="self-start">
          <Icon node={LocateFixed} aria-hidden="true" className="size-4" />
          {CREATE_LISTING_TEXTS.pinHere}
        </Button>
      )}
      <p className="text-sm text-gray-600" role={note ? "status" : undefined}>
        {note ?? CREATE_LISTING_TEXTS.pinHint}
      </p>
    </div>
  );
}
