import { Ban, Flag, Hand, MessageCircle } from "lucide";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { BackButton } from "../../../components/back-button";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { MenuButton } from "../../../components/menu-button";
import { RetryBox } from "../../../components/retry-box";
import { ReviewsSectionSlot } from "../../../components/reviews-section-slot";
import { Skeleton } from "../../../components/skeleton";
import { ToastRegion, useToast } from "../../../components/toast";
import { flash } from "../../../lib/flash";
import { useMessages } from "../../../lib/i18n";
import { documentTitle } from "../../../lib/texts";
import { useUserId } from "../../../lib/use-session";
import { isNotFound, type MatchedUser, useMatchedUser, useSayHello } from "../api";
import { BlockDialog } from "../components/block-dialog";
import { FlagDialog } from "../components/flag-dialog";
import { FollowButton } from "../components/follow-button";
import { PersonHero } from "../components/person-hero";
import { PersonSections } from "../components/person-sections";
import { PersonDetailSkeleton, ProfileNotAvailable } from "../components/person-states";
import { handleText } from "../format";
import { failureWords } from "../people-words";

type Toasts = ReturnType<typeof useToast>;

/** "Say Hello": sends the fixed greeting; the outcome shows as a message (SPEC 8 "Say Hello"). */
function SayHelloButton({ user, toasts }: { user: MatchedUser; toasts: Toasts }) {
  const t = useMessages("people");
  const hello = useSayHello(user._id);
  const sayHello = () => {
    toasts.dismiss();
    hello.mutate(undefined, {
      onSuccess: () =>
        toasts.show({
          tone: "success",
          // SPEC 8 "Say Hello": the app's own sentence (MESSAGES.helloSent), in the member's language.
          text: t("helloSent"),
          action: (
            <Link
              to={`/chats/user/${encodeURIComponent(user._id)}`}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg font-semibold text-emerald-900 underline underline-offset-4 hover:text-emerald-950 focus-ring"
            >
              <Icon node={MessageCircle} aria-hidden="true" className="size-4" />
              {t("openChat")}
            </Link>
          ),
        }),
      onError: (err) => toasts.show({ tone: "error", text: failureWords(t, err) }),
    });
  };
  return (
    <Button size="lg" fullWidth busy={hello.isPending} busyLabel={t("pleaseWait")} onClick={sayHello}>
      <Icon node={Hand} aria-hidden="true" className="size-5" />
      {t("sayHello")}
    </Button>
  );
}

/** SPEC 2 "/people/detail/{userId}": another member's profile, with flag, block and Say Hello. */
export function PersonDetailPage() {
  const t = useMessages("people");
  const { userId = "" } = useParams();
  const viewerId = useUserId();
  const navigate = useNavigate();
  const query = useMatchedUser(userId);
  const toasts = useToast();
  const [dialog, setDialog] = useState<"flag" | "block" | null>(null);

  const user = query.data;
  const isSelf = Boolean(viewerId) && (viewerId === userId || viewerId === user?._id);

  useEffect(() => {
    document.title = documentTitle(user?.name ?? t("documentTitle"));
  }, [user?.name, t]);

  if (query.isError && isNotFound(query.error)) {
    return (
      <div className="mx-auto w-full max-w-5xl">
        <div className="mb-4 flex items-center">
          <BackButton fallback="/people" label={t("back")} />
        </div>
        <ProfileNotAvailable />
      </div>
    );
  }

  const handle = handleText(user?.username);

  return (
    <div className="mx-auto w-full max-w-5xl">
      <div className="mb-4 flex min-h-11 items-center gap-2">
        <BackButton fallback="/people" label={t("back")} />
        <div className="min-w-0 flex-1 truncate text-base font-semibold text-gray-700">
          {user ? handle : query.isPending && <Skeleton className="h-5 w-28" />}
        </div>
        {user && !isSelf && (
          <MenuButton
            label={t("moreActions")}
            items={[
              { label: t("flagUser"), icon: Flag, onSelect: () => setDialog("flag") },
              {
                label: t("blockUser"),
                icon: Ban,
                tone: "danger",
                onSelect: () => setDialog("block"),
              },
            ]}
          />
        )}
      </div>

      {query.isPending && <PersonDetailSkeleton />}

      {query.isError && (
        <>
          <h1 className="sr-only">{t("documentTitle")}</h1>
          <RetryBox busy={query.isRefetching} onRetry={() => void query.refetch()} label={t("tryAgain")}>
            {failureWords(t, query.error)}
          </RetryBox>
        </>
      )}

      {user && (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,340px)_minmax(0,1fr)] md:items-start md:gap-6 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]">
          <div className="md:sticky md:top-22">
            <PersonHero
              user={user}
              isSelf={isSelf}
              actions={
                !isSelf && (
                  <>
                    <SayHelloButton user={user} toasts={toasts} />
                    <FollowButton user={user} onError={(text) => toasts.show({ tone: "error", text })} />
                  </>
                )
              }
            />
          </div>
          <div className="space-y-4">
            <PersonSections user={user} />
            {(user.eventsHosted ?? []).length > 0 && <ReviewsSectionSlot hostId={user._id} />}
          </div>
        </div>
      )}

      {user && !isSelf && (
        <>
          <FlagDialog
            open={dialog === "flag"}
            userId={user._id}
            onClose={() => setDialog(null)}
            onFlagged={(message) => toasts.show({ tone: "success", text: message })}
          />
          <BlockDialog
            open={dialog === "block"}
            userId={user._id}
            name={user.name}
            onClose={() => setDialog(null)}
            onBlocked={(message) => void navigate("/people", { replace: true, state: flash(message) })}
          />
        </>
      )}

      <ToastRegion toast={toasts.toast} onDismiss={toasts.dismiss} />
    </div>
  );
}
