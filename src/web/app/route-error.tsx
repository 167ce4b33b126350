import { RotateCw } from "lucide";
import { Component, type ReactNode, useEffect } from "react";
import { Button, buttonClasses } from "../components/button";
import { CenteredMessage } from "../components/centered-message";
import { Icon } from "../components/icon";
import { Link } from "../components/link";
import { useMessagesOr } from "../lib/i18n";
import { documentTitle, SHELL_TEXTS } from "../lib/texts";
import { removeBootScreen } from "./boot-screen";

/**
 * The route error boundary: a friendly card with a way out, never a stack trace. In the member's
 * language when the shell's words are here, in English when they could not be loaded either.
 */
export function RouteError() {
  const t = useMessagesOr("shell", SHELL_TEXTS);
  const title = t("routeErrorTitle");
  useEffect(() => {
    document.title = documentTitle(title);
    removeBootScreen();
  }, [title]);

  return (
    <CenteredMessage title={title}>
      <p>{t("routeErrorHint")}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={() => window.location.reload()}>
          <Icon node={RotateCw} aria-hidden="true" className="size-4" />
          {t("reload")}
        </Button>
        <Link to="/" className={buttonClasses("ghost")}>
          {t("goHome")}
        </Link>
      </div>
    </CenteredMessage>
  );
}

type BoundaryProps = {
  children: ReactNode;
  /** A new value (the next screen's path) clears the error. */
  resetKey: string;
};

/** Catches what a screen throws while rendering, or a screen's code that failed to load. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; resetKey: string }) {
    // Going elsewhere leaves the error behind, as a route's error element did.
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
