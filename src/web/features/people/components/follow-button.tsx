import { UserCheck, UserPlus } from "lucide";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { useMessages } from "../../../lib/i18n";
import type { MatchedUser } from "../api";
import { useFollow } from "../follow-api";
import { failureWords } from "../people-words";

export type FollowButtonProps = {
  user: MatchedUser;
  /** The refusal's sentence when a follow or unfollow fails (the button is already back as it was). */
  onError: (message: string) => void;
};

/**
 * Follow / Following on another member's profile (issue 27 item 7): a follower hears of the
 * member's new listings. The tap shows at once; a failure puts it back and says why.
 */
export function FollowButton({ user, onError }: FollowButtonProps) {
  const t = useMessages("people");
  const follow = useFollow(user._id);
  const firstName = user.name.split(" ")[0] || user.name;
  const toggle = () => follow.mutate(!user.following, { onError: (err) => onError(failureWords(t, err)) });
  return (
    <div className="mt-3 flex flex-col items-center gap-1.5">
      <div className="flex items-center justify-center gap-3">
        <Button variant="secondary" onClick={toggle}>
          <Icon node={user.following ? UserCheck : UserPlus} aria-hidden="true" className="size-4" />
          {user.following ? t("following") : t("follow")}
        </Button>
        <span className="text-sm text-gray-600 tabular-nums">
          {t("followers", { count: user.followers })}
        </span>
      </div>
      {user.following && <p className="text-xs text-gray-600">{t("followTold", { name: firstName })}</p>}
    </div>
  );
}
