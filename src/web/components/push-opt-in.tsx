import { BellRing } from "lucide";
import { useId } from "react";
import { cn } from "../lib/cn";
import { useMessages } from "../lib/i18n";
import { PushRefusedError, PushUnreachableError } from "../lib/push";
import { usePushDevice, useTurnOffPush, useTurnOnPush } from "../lib/queries/push-device";
import { APP_NAME } from "../lib/texts";
import { Button } from "./button";
import { Icon } from "./icon";

/**
 * Push notifications for this device, at the foot of the notification list: what they bring, then
 * a button. The browser's permission prompt appears only after that click, never on load. Nothing
 * shows in a browser without push. The notification preferences screen shows it too.
 */
export function PushOptIn({ className }: { className?: string }) {
  // The notifications area's words: the bell's panel and the notification settings load them.
  const t = useMessages("notifications");
  const headingId = useId();
  const device = usePushDevice();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  const state = device.data;
  if (!state || state.ability === "unsupported") return null;

  const failure = turnOn.error ?? turnOff.error;
  const problem = failure
    ? failure instanceof PushRefusedError
      ? t("pushRefused")
      : failure instanceof PushUnreachableError
        ? t("pushUnreachable")
        : t("pushFailed")
    : null;

  return (
    <section aria-labelledby={headingId} className={cn("border-t border-gray-100 px-4 py-3", className)}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <Icon node={BellRing} aria-hidden="true" className="size-4 text-brand-700" />
        {t("pushHeading")}
      </h3>
      {state.subscribed ? (
        <div className="mt-1 flex items-center justify-between gap-3">
          <p role="status" className="text-sm text-gray-700">
            {t("pushOn")}
          </p>
          <Button variant="secondary" busy={turnOff.isPending} onClick={() => turnOff.mutate()}>
            {t("pushTurnOff")}
          </Button>
        </div>
      ) : state.ability === "denied" ? (
        <p className="mt-1 text-sm text-gray-700">{t("pushBlocked", { appName: APP_NAME })}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-700">{t("pushExplain", { appName: APP_NAME })}</p>
          <Button className="mt-2" busy={turnOn.isPending} onClick={() => turnOn.mutate()}>
            {t("pushTurnOn")}
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
