import { CircleCheck, CircleDashed, Wifi, WifiOff } from "lucide";
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { Card } from "../../../components/card";
import { Icon } from "../../../components/icon";
import { LoadError } from "../../../components/load-error";
import { PageHeader } from "../../../components/page-header";
import { Skeleton } from "../../../components/skeleton";
import { type MessageKey, useMessages } from "../../../lib/i18n";
import { useCurrentUser } from "../../../lib/queries/users";
import { useRealtimeLive } from "../../../lib/realtime";
import { failureSentence, type SentenceKeys } from "../../../lib/server-sentence";
import { documentTitle } from "../../../lib/texts";

// Why the account did not load, in the member's language where the home catalogue knows it (ADR
// 0056): the browser's own failures and the server's generic ones; any other shows as it came.
const LOAD_FAILURES: SentenceKeys<MessageKey<"home">> = {
  somethingWentWrong: "checkSomethingWentWrong",
  networkError: "checkNetworkError",
  timeout: "checkTimeout",
  tooManyRequests: "checkTooManyRequests",
};

// /check (SPEC 2 lists it among the signed-in routes without saying what it shows): an account and
// connection check a member can open when something seems off, or read out to support.
export function CheckPage() {
  const user = useCurrentUser();
  const live = useRealtimeLive();
  const online = useOnline();
  const t = useMessages("home");
  // The tab's title follows the language too (t changes with it).
  useEffect(() => {
    document.title = documentTitle(t("checkTitle"));
  }, [t]);

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader title={t("checkTitle")} backTo="/" />
      <p className="mb-4 text-sm text-gray-700">{t("checkIntro")}</p>
      {user.isError ? (
        <LoadError
          error={user.error}
          onRetry={() => void user.refetch()}
          busy={user.isFetching}
          words={{ describe: (error) => failureSentence(error, LOAD_FAILURES, t), retry: t("tryAgain") }}
        />
      ) : (
        <Card padding="md">
          <dl className="divide-y divide-gray-100">
            <Row label={t("checkSignedInAs")}>
              {user.data ? (
                <>
                  <span className="font-semibold text-gray-900">{user.data.name}</span>
                  <span className="block text-sm break-all text-gray-700">{user.data.email}</span>
                </>
              ) : (
                <Skeleton className="h-5 w-40" />
              )}
            </Row>
            <Row label={t("checkAccount")}>
              {user.data ? (
                <Status ok>{user.data.role === "admin" ? t("checkAdmin") : t("checkMember")}</Status>
              ) : (
                <Skeleton className="h-5 w-24" />
              )}
            </Row>
            <Row label={t("checkSession")}>
              {user.data ? <Status ok>{t("checkSessionActive")}</Status> : <Skeleton className="h-5 w-24" />}
            </Row>
            <Row label={t("checkInternet")}>
              {online ? (
                <Status ok icon={<Icon node={Wifi} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}>
                  {t("checkOnline")}
                </Status>
              ) : (
                <Status icon={<Icon node={WifiOff} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}>
                  {t("checkOffline")}
                </Status>
              )}
            </Row>
            <Row label={t("checkLiveUpdates")}>
              {live ? <Status ok>{t("checkLive")}</Status> : <Status>{t("checkPolling")}</Status>}
            </Row>
          </dl>
        </Card>
      )}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] items-start gap-3 py-3 first:pt-0 last:pb-0">
      <dt className="text-sm font-medium text-gray-700">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Status({ ok = false, icon, children }: { ok?: boolean; icon?: ReactNode; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-start gap-1.5 text-sm font-medium ${ok ? "text-emerald-800" : "text-amber-800"}`}
    >
      {icon ??
        (ok ? (
          <Icon node={CircleCheck} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <Icon node={CircleDashed} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ))}
      {children}
    </span>
  );
}

function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener("online", notify);
      window.addEventListener("offline", notify);
      return () => {
        window.removeEventListener("online", notify);
        window.removeEventListener("offline", notify);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
