import type { ReactNode } from "react";
import { LoadError } from "../../../components/load-error";
import { LoadingRegion } from "../../../components/loading-region";
import { PageHeader } from "../../../components/page-header";
import { SignOutRedirect } from "../../../components/sign-out-redirect";
import { cn } from "../../../lib/cn";
import { type User, useCurrentUser } from "../../../lib/queries/users";
import { useUserId } from "../../../lib/use-session";

const WIDTHS = { narrow: "max-w-2xl", medium: "max-w-4xl", wide: "max-w-[1100px]" } as const;

export type ProfileScreenProps = {
  title: string;
  /** Where the back arrow leads; sub-screens only. */
  backTo?: string;
  /** Skeleton blocks shaped like the content, shown while the profile loads. */
  skeleton: ReactNode;
  /**
   * "retry" (default): the red box with "Try again". "signin": SPEC 8 for the account-details
   * screen, the stored access token is removed and the app goes to /signin.
   */
  onFailure?: "retry" | "signin";
  width?: keyof typeof WIDTHS;
  children: (user: User) => ReactNode;
};

/** A screen about the signed-in member: header, then a skeleton, the error or the content. */
export function ProfileScreen({
  title,
  backTo,
  skeleton,
  onFailure = "retry",
  width = "narrow",
  children,
}: ProfileScreenProps) {
  const userId = useUserId();
  const { data: user, error, isPending, refetch, isRefetching } = useCurrentUser();

  // Without a stored user id the profile cannot be asked for: the session is broken.
  if (!userId) return <SignOutRedirect />;
  if (error && onFailure === "signin") return <SignOutRedirect />;

  let body: ReactNode;
  if (user) body = children(user);
  else if (error) body = <LoadError error={error} busy={isRefetching} onRetry={() => void refetch()} />;
  else if (isPending) body = <LoadingRegion>{skeleton}</LoadingRegion>;

  return (
    <div className={cn("mx-auto w-full", WIDTHS[width])}>
      <PageHeader title={title} backTo={backTo} />
      {body}
    </div>
  );
}
