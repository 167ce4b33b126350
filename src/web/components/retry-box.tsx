import type { ReactNode } from "react";
import { useMessages } from "../lib/i18n";
import { Button } from "./button";
import { ErrorBox } from "./error-box";

export type RetryButtonProps = {
  onRetry: () => void;
  /** Spins while the retry runs. */
  busy?: boolean;
  /** The screen's own words; "Try again" from the shell's catalogue otherwise. */
  label?: string;
};

/** The "Try again" button a red box carries, pulled up so it sits on the box's first line. */
export function RetryButton({ onRetry, busy, label }: RetryButtonProps) {
  const t = useMessages("shell");
  return (
    <Button variant="secondary" busy={busy} onClick={onRetry} className="-my-1 shrink-0">
      {label ?? t("tryAgain")}
    </Button>
  );
}

/** The red box saying what failed (`children`), with a retry. */
export function RetryBox({
  children,
  className,
  ...retry
}: RetryButtonProps & { children: ReactNode; className?: string }) {
  return (
    <ErrorBox className={className} action={<RetryButton {...retry} />}>
      {children}
    </ErrorBox>
  );
}
