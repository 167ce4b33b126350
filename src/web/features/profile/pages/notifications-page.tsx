import type { ReactNode } from "react";
import { QueryError } from "../../../components/load-error";
import { LoadingRegion } from "../../../components/loading-region";
import { PageHeader } from "../../../components/page-header";
import { PushOptIn } from "../../../components/push-opt-in";
import { SkeletonLines } from "../../../components/skeleton";
import { ToastRegion, useToast } from "../../../components/toast";
import { useMessages } from "../../../lib/i18n";
import { serverSentence } from "../../../lib/i18n/server-sentence";
import { usePushDevice } from "../../../lib/queries/push-device";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../notifications/api";
import { PreferencesForm } from "../notifications/preferences-form";

// The refusals a save can meet, by the server's code (ADR 0056).
const SERVER_KEYS = { tooManyRequests: "serverTooManyRequests" } as const;

/** Whether push works here: the bell's own opt-in (on, off, blocked), or a sentence without push. */
function ThisDevice() {
  const t = useMessages("account");
  const device = usePushDevice();
  if (!device.data) return null;
  return (
    <div className="overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm">
      {device.data.ability === "unsupported" ? (
        <p className="px-4 py-4 text-sm text-gray-700 md:px-6">{t("pushUnsupported")}</p>
      ) : (
        <PushOptIn className="border-t-0 py-4 md:px-6" />
      )}
    </div>
  );
}

/** /profile/notifications: per kind, push and email; quiet hours; push on this device. */
export function NotificationsPage() {
  const t = useMessages("account");
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const toasts = useToast();

  let body: ReactNode;
  if (query.data) {
    body = (
      <PreferencesForm
        initial={query.data}
        busy={save.isPending}
        onSave={(prefs) =>
          save.mutate(prefs, {
            onSuccess: () => toasts.show({ tone: "success", text: t("saved") }),
            onError: (error) => toasts.show({ tone: "error", text: serverSentence(error, t, SERVER_KEYS) }),
          })
        }
      />
    );
  } else if (query.isError) {
    body = <QueryError query={query} />;
  } else {
    body = (
      <LoadingRegion>
        <SkeletonLines
          lines={["h-64 rounded-2xl", "h-40 rounded-2xl", "h-12 rounded-xl"]}
          className="space-y-4"
        />
      </LoadingRegion>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={t("notificationsTitle")} subtitle={t("notificationsIntro")} backTo="/profile" />
      <div className="space-y-4">
        {body}
        <ThisDevice />
      </div>
      <ToastRegion toast={toasts.toast} onDismiss={toasts.dismiss} />
    </div>
  );
}
