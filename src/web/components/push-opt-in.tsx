import { BellRing } from "lucide";
import { useId } from "react";
import { cn } from "../lib/cn";
import { PushRefusedError, PushUnreachableError } from "../lib/push";
import { usePushDevice, useTurnOffPush, useTurnOnPush } from "../lib/queries/push-device";
import { PUSH_TEXTS as T } from "../lib/texts";
import { Button } from "./button";
import { Icon } from "./icon";

/**
 * Push notifications for this device, at the foot of the notification list: what they bring, then
 * a button. The browser's permission prompt appears only after that click, never on load. Nothing
 * shows in a browser without push. The notification preferences screen shows it too.
 */
export function PushOptIn({ className }: { className?: string }) {
  const headingId = useId();
  const device = usePushDevice();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  const state = device.data;
  if (!state || state.ability === "unsupported") return null;

  const failure = turnOn.error ?? turnOff.error;
  const problem = failure
    ? failure instanceof PushRefusedError
      ? T.refused
      : failure instanceof PushUnreachableError
        ? T.unreachable
        : T.failed
    : null;

  return (
    <section aria-labelledby={headingId} className={cn("border-t border-gray-100 px-4 py-3", className)}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <Icon node={BellRing} aria-hidden="true" className="size-4 text-brand-700" />
        {T.heading}
      </h3>
      {state.subscribed ? (
        <div className="mt-1 flex items-center justify-between gap-3">
          <p role="status" className="text-sm text-gray-700">
            {T.on}
          </p>
          <Button variant="secondary" busy={turnOff.isPending} onClick={() => turnOff.mutate()}>
            {T.turnOff}
          </Button>
        </div>
      ) : state.ability === "denied" ? (
        <p className="mt-1 text-sm text-gray-700">{T.blocked}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-700">{T.explain}</p>
          <Button className="mt-2" busy={turnOn.isPending} onClick={() => turnOn.mutate()}>
            {T.turnOn}
          </Button>
        </>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600">
          {problem}
        </p>
      )}
    </section>
  );
}
