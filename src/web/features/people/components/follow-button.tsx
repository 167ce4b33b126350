import { UserCheck, UserPlus } from "lucide";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { errorMessage } from "../../../lib/api";
import { FOLLOW_TEXTS } from "../../../lib/texts";
import type { MatchedUser } from "../api";
import { useFollow } from "../follow-api";

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
  const follow = useFollow(user._id);
  const firstName = user.name.split(" ")[0] || user.name;
  const toggle = () => follow.mutate(!user.following, { onError: (err) => onError(errorMessage(err)) });
  return (
    <div className="mt-3 flex flex-col items-center gap-1.5">
      <div className="flex items-center justify-center gap-3">
        <Button variant="secondary" onClick={toggle}>
          <Icon node={user.following ? UserCheck : UserPlus} aria-hidden="true" className="size-4" />
          {user.following ? FOLLOW_TEXTS.following : FOLLOW_TEXTS.follow}
        </Button>
        <span className="text-sm text-gray-600 tabular-nums">{FOLLOW_TEXTS.followers(user.followers)}</span>
      </div>
      {user.following && <p className="text-xs text-gray-600">{FOLLOW_TEXTS.told(firstName)}</p>}
    </div>
  );
}
