import { Plus, Wallet } from "lucide";
import { useState } from "react";
import { useParams } from "react-router";
import { Button, buttonClasses } from "../../../components/button";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorBox } from "../../../components/error-box";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { QueryError } from "../../../components/load-error";
import { LoadingRegion } from "../../../components/loading-region";
import { PageHeader } from "../../../components/page-header";
import { SkeletonLines } from "../../../components/skeleton";
import { ToastRegion, useToast } from "../../../components/toast";
import { cn } from "../../../lib/cn";
import { type MessageKey, useLanguage, useMessages } from "../../../lib/i18n";
import { failureSentence } from "../../../lib/server-sentence";
import { useUserId } from "../../../lib/use-session";
import {
  type CostMember,
  type CostPayment,
  type Costs,
  type Expense,
  useCosts,
  useDeleteExpense,
  useMarkReceived,
  useWithdrawPayment,
} from "../api";
import { BalanceList } from "../components/balance-list";
import { ExpenseForm } from "../components/expense-form";
import { ExpenseList } from "../components/expense-list";
import { PayDialog } from "../components/pay-dialog";
import { PaymentList } from "../components/payment-list";
import { type People, peopleOf } from "../components/people";
import { SettleUpCard } from "../components/settle-up-card";
import { COST_SENTENCES } from "../cost-sentences";
import { money } from "../money";

type Open =
  | { kind: "add" }
  | { kind: "edit"; expense: Expense }
  | { kind: "delete"; expense: Expense }
  | { kind: "pay"; payee: CostMember; amountPaise: number };

/**
 * /chats/group/{groupId}/{eventId}/costs (issue 28 item 7): a Go Dutch or Split the Amount
 * experience's costs, for its host and the members who went. Expenses, each member's balance, the
 * fewest payments that settle everyone; paying one opens the payee's UPI link and its QR code, the
 * payee marks it received. Another member's change refetches it (an "expenses-changed" frame).
 */
export function CostsPage() {
  const t = useMessages("expenses");
  const { groupId = "", eventId = "" } = useParams();
  const me = useUserId();
  const costs = useCosts(eventId);
  const toasts = useToast();
  const [open, setOpen] = useState<Open | null>(null);
  const chat = `/chats/group/${encodeURIComponent(groupId)}/${encodeURIComponent(eventId)}`;
  const close = () => setOpen(null);
  // What went through, said by the screen: the server's answer is the same sentence (its code's).
  const done = (said: MessageKey<"expenses">) => {
    close();
    toasts.show({ tone: "success", text: t(said) });
  };

  const data = costs.data;
  return (
    <div className="mx-auto w-full max-w-[1100px]">
      <PageHeader
        title={t("title")}
        subtitle={data?.eventName}
        backTo={chat}
        backLabel={t("backToChat")}
        spacing="md"
      />
      {data ? (
        <CostsBody costs={data} me={me} eventId={eventId} open={open} setOpen={setOpen} done={done} />
      ) : costs.isError ? (
        <QueryError
          query={costs}
          words={{ describe: (error) => failureSentence(error, COST_SENTENCES, t), retry: t("tryAgain") }}
          whenGone={
            <Link to={chat} className={buttonClasses("secondary")}>
              {t("backToChat")}
            </Link>
          }
        />
      ) : (
        <LoadingRegion label={t("loading")}>
          <div className="grid gap-6 md:grid-cols-2">
            <SkeletonLines lines={["h-28", "h-48"]} className="space-y-6" />
            <SkeletonLines lines={["h-72"]} />
          </div>
        </LoadingRegion>
      )}
      <ToastRegion toast={toasts.toast} onDismiss={toasts.dismiss} />
    </div>
  );
}

function CostsBody({
  costs,
  me,
  eventId,
  open,
  setOpen,
  done,
}: {
  costs: Costs;
  me: string | null;
  eventId: string;
  open: Open | null;
  setOpen: (open: Open | null) => void;
  done: (said: MessageKey<"expenses">) => void;
}) {
  const t = useMessages("expenses");
  const people = peopleOf(t, costs, me);
  const remove = useDeleteExpense(eventId);
  const received = useMarkReceived(eventId);
  const withdraw = useWithdrawPayment(eventId);
  const [acting, setActing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    remove.reset();
    setOpen(null);
  };

  // Mark received and take back act at once (no dialog); a refusal shows above the payments.
  const act = (mutation: typeof received, payment: CostPayment, said: MessageKey<"expenses">) => {
    setActing(payment._id);
    setFailure(null);
    mutation.mutate(payment._id, {
      onSuccess: () => done(said),
      onError: (error) => setFailure(failureSentence(error, COST_SENTENCES, t)),
      onSettled: () => setActing(null),
    });
  };

  return (
    <>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <div className="space-y-6">
          <Summary costs={costs} people={people} me={me} onAdd={() => setOpen({ kind: "add" })} />
          <SettleUpCard
            costs={costs}
            people={people}
            me={me}
            onPay={(payee, amountPaise) => setOpen({ kind: "pay", payee, amountPaise })}
          />
          {failure && <ErrorBox>{failure}</ErrorBox>}
          {costs.payments.length > 0 && (
            <PaymentList
              costs={costs}
              people={people}
              me={me}
              busyId={acting}
              onReceived={(p) => act(received, p, "markedReceived")}
              onWithdraw={(p) => act(withdraw, p, "withdrawn")}
            />
          )}
        </div>
        <div className="space-y-6">
          <ExpenseList
            costs={costs}
            people={people}
            onEdit={(expense) => setOpen({ kind: "edit", expense })}
            onDelete={(expense) => setOpen({ kind: "delete", expense })}
          />
          <BalanceList costs={costs} people={people} me={me} />
        </div>
      </div>
      {(open?.kind === "add" || open?.kind === "edit") && (
        <ExpenseForm
          eventId={eventId}
          people={people}
          me={me}
          existing={open.kind === "edit" ? open.expense : undefined}
          onClose={close}
          onSaved={done}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDialog
          onClose={close}
          title={t("deleteTitle")}
          description={t("deleteHint", { what: open.expense.description })}
          actionLabel={t("delete")}
          cancelLabel={t("cancel")}
          actionVariant="danger"
          busy={remove.isPending}
          busyLabel={t("deleting")}
          onConfirm={() => remove.mutate(open.expense._id, { onSuccess: () => done("deleted") })}
        >
          {remove.isError && <ErrorBox>{failureSentence(remove.error, COST_SENTENCES, t)}</ErrorBox>}
        </ConfirmDialog>
      )}
      {open?.kind === "pay" && (
        <PayDialog
          eventId={eventId}
          eventName={costs.eventName}
          payee={open.payee}
          amountPaise={open.amountPaise}
          onClose={close}
          onRecorded={done}
        />
      )}
    </>
  );
}

/** Where the viewer stands, the way to add an expense, and a nudge to add a UPI ID to be paid back. */
function Summary({
  costs,
  people,
  me,
  onAdd,
}: {
  costs: Costs;
  people: People;
  me: string | null;
  onAdd: () => void;
}) {
  const t = useMessages("expenses");
  const language = useLanguage();
  const mine = costs.balances.find((b) => b.userId === me)?.amountPaise ?? 0;
  const myUpiId = me ? people.byId.get(me)?.upiId : null;
  return (
    <section
      aria-label={t("yourBalance")}
      className="rounded-2xl border border-gray-200/80 bg-white p-5 shadow-sm"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-gray-600">
        <Icon node={Wallet} aria-hidden="true" className="size-5 text-brand-600" />
        {t("yourBalance")}
      </p>
      <p
        data-testid="my-balance"
        className={cn(
          "mt-2 text-2xl font-semibold tabular-nums",
          mine > 0 ? "text-emerald-700" : mine < 0 ? "text-red-700" : "text-gray-900",
        )}
      >
        {mine > 0
          ? t("youAreOwed", { amount: money(language, mine) })
          : mine < 0
            ? t("youOwe", { amount: money(language, -mine) })
            : t("youAreSettled")}
      </p>
      <Button className="mt-4" fullWidth onClick={onAdd}>
        <Icon node={Plus} aria-hidden="true" className="size-4" />
        {t("addExpense")}
      </Button>
      {!myUpiId && (
        <p className="mt-4 text-sm text-gray-600">
          {t("addYourUpiId")}{" "}
          <Link
            to="/profile/detail#upi-id"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("addUpiIdLink")}
          </Link>
        </p>
      )}
    </section>
  );
}
