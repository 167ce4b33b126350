import type { ReactNode } from "react";
import { Avatar } from "../../components/avatar";
import { Button, type ButtonVariant } from "../../components/button";
import { EmptyState } from "../../components/empty-state";
import { ErrorBox } from "../../components/error-box";
import { Icon, type IconNode } from "../../components/icon";
import { Link } from "../../components/link";
import type { LoadedQuery } from "../../components/load-error";
import { PageHeader } from "../../components/page-header";
import { QueryList } from "../../components/query-list";
import { SkeletonRows } from "../../components/skeleton";
import { SuccessNotice } from "../../components/success-notice";
import { errorMessage } from "../../lib/api";

// An admin's queue of things to decide one by one (the one moderation queue, ADR 0043): the page
// with its answer notice and error, and a card per item with who it is about and the answers.

/** One answer an admin can give an item: its button. */
export type Decision<D extends string> = {
  decision: D;
  variant: ButtonVariant;
  icon: IconNode;
  text: string;
  /** The button's accessible name, naming whom it is about. */
  label: (name: string) => string;
};

export function DecisionQueue<T>(props: {
  header: { title: string; subtitle: string; backTo?: string; backLabel?: string };
  notice: string | null;
  error: unknown;
  query: LoadedQuery & { isPending: boolean; data: T[] | undefined };
  empty: { icon: IconNode; text: string };
  listLabel: string;
  /** Above the list: filters. */
  toolbar?: ReactNode;
  /** Under the list: the next page. */
  footer?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <PageHeader {...props.header} />
      <SuccessNotice className="mb-4">{props.notice}</SuccessNotice>
      {props.error ? <ErrorBox className="mb-4">{errorMessage(props.error)}</ErrorBox> : null}
      {props.toolbar}
      <QueryList
        query={props.query}
        skeleton={
          <SkeletonRows
            count={2}
            className="flex flex-col gap-3"
            rowClassName="flex flex-col gap-3 rounded-2xl bg-white p-4"
            lines={["h-5 w-2/3", "h-16 w-full", "h-11 w-full"]}
          />
        }
        empty={<EmptyState icon={props.empty.icon} text={props.empty.text} />}
      >
        {(list) => (
          <>
            <ol aria-label={props.listLabel} className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {list.map(props.children)}
            </ol>
            {props.footer}
          </>
        )}
      </QueryList>
    </>
  );
}

/** One item: the member it is about (linked to their admin profile), what it is, and the answers. */
export function DecisionCard<D extends string>(props: {
  person: { _id: string; name: string; avatar: string | null };
  line: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
  decisions: Decision<D>[];
  /** The answer being sent for this item, if any. */
  busy: D | null;
  disabled: boolean;
  onDecide: (decision: D) => void;
}) {
  const { person } = props;
  return (
    <li className="flex min-w-0 flex-col rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <Avatar src={person.avatar} name={person.name} size="md" />
        <div className="min-w-0 flex-1">
          <Link
            to={`/admin/user/profile/${encodeURIComponent(person._id)}`}
            className="block truncate rounded font-semibold text-gray-900 hover:text-brand-700 hover:underline focus-ring"
          >
            {person.name}
          </Link>
          <p className="truncate text-sm text-gray-600">{props.line}</p>
        </div>
        {props.badge}
      </div>
      {props.children}
      <div className="mt-4 grid grid-cols-2 gap-2">
        {props.decisions.map(({ decision, variant, icon, text, label }) => (
          <Button
            key={decision}
            variant={variant}
            aria-label={label(person.name)}
            busy={props.busy === decision}
            disabled={props.disabled}
            onClick={() => props.onDecide(decision)}
          >
            <Icon node={icon} aria-hidden="true" className="size-4" />
            {text}
          </Button>
        ))}
      </div>
    </li>
  );
}
