import { Avatar } from "../../../../components/avatar";
import { Card } from "../../../../components/card";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import type { MemberAnswers } from "../api";
import { answerOf, type PeopleKey, PROFILE_QUESTIONS } from "../format";
import { ChipList } from "./answers";

type Row =
  | { kind: "chips"; label: PeopleKey; values: (m: MemberAnswers) => string[] }
  | { kind: "text"; label: PeopleKey; key: string };

const one = (value: string | null | undefined) => (value?.trim() ? [value] : []);

const ROWS: Row[] = [
  { kind: "chips", label: "scenePreferences", values: (m) => m.scenePreferences },
  { kind: "chips", label: "idealScenes", values: (m) => m.idealScenes },
  { kind: "chips", label: "sceneEnergy", values: (m) => one(m.sceneEnergy) },
  { kind: "chips", label: "vibe", values: (m) => one(m.vibe) },
  { kind: "chips", label: "spontaneity", values: (m) => one(m.spontaneityComfort) },
  { kind: "chips", label: "purpose", values: (m) => m.scenePurpose },
  ...PROFILE_QUESTIONS.map(({ key, label }): Row => ({ kind: "text", label, key })),
];

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * SPEC 2 "answers of both": each question once, the two members' answers under it in two columns;
 * the options both chose are filled orange.
 */
export function AnswersComparison({ first, second }: { first: MemberAnswers; second: MemberAnswers }) {
  const t = useMessages("admin-people");
  const pair = [
    { side: "first", member: first },
    { side: "second", member: second },
  ] as const;
  return (
    <Card padding="none" className="overflow-clip">
      <div className="sticky top-16 z-10 grid grid-cols-2 gap-3 border-b border-gray-100 bg-white/95 px-4 py-3 backdrop-blur md:px-5">
        {pair.map(({ side, member }) => (
          <div key={side} className="flex min-w-0 items-center gap-2">
            <Avatar src={member.avatar} size="sm" />
            <span className="truncate text-sm font-semibold text-gray-900">{member.name}</span>
          </div>
        ))}
      </div>
      <div className="divide-y divide-gray-100">
        {ROWS.map((row) => {
          const shared =
            row.kind === "chips"
              ? new Set(row.values(first).filter((value) => row.values(second).includes(value)))
              : undefined;
          return (
            <section key={row.label} aria-label={t(row.label)} className="px-4 py-4 md:px-5">
              <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{t(row.label)}</h3>
              <div className="mt-2 grid grid-cols-2 gap-3">
                {pair.map(({ side, member }) => (
                  <div key={side} className="min-w-0">
                    <span className="sr-only">{firstName(member.name)}: </span>
                    {row.kind === "chips" ? (
                      <ChipList values={row.values(member)} highlight={shared} />
                    ) : (
                      <TextAnswer value={answerOf(member.profileDetails, row.key)} />
                    )}
                  </div>
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </Card>
  );
}

function TextAnswer({ value }: { value: string | null }) {
  const t = useMessages("admin-people");
  return (
    <p className={cn("text-sm break-words", value ? "font-medium text-gray-900" : "text-gray-500 italic")}>
      {value ?? t("notAnswered")}
    </p>
  );
}
