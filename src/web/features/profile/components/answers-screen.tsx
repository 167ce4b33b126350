import { ChipGroup } from "../../../components/chip-group";
import type { IconNode } from "../../../components/icon";
import { type MessageKey, useMessages } from "../../../lib/i18n";
import type { User } from "../../../lib/queries/users";
import { ProfileScreen } from "./profile-screen";
import { ChipsSkeleton } from "./profile-skeletons";

/** One quiz answer of the member: a single choice or several. */
export type Answer = {
  title: MessageKey<"account">;
  icon: IconNode;
  of: (user: User) => string | string[] | null | undefined;
};

const chips = (value: string | string[] | null | undefined) =>
  Array.isArray(value) ? value : value ? [value] : [];

/** A sub-screen of /profile/detail showing some of the member's quiz answers, one chip group each. */
export function AnswersScreen({ titleKey, answers }: { titleKey: MessageKey<"account">; answers: Answer[] }) {
  const t = useMessages("account");
  return (
    <ProfileScreen
      title={t(titleKey)}
      backTo="/profile/detail"
      skeleton={<ChipsSkeleton groups={answers.length} />}
    >
      {(user) => (
        <div className="space-y-4">
          {answers.map((answer) => (
            <ChipGroup
              key={answer.title}
              title={t(answer.title)}
              icon={answer.icon}
              values={chips(answer.of(user))}
            />
          ))}
        </div>
      )}
    </ProfileScreen>
  );
}
