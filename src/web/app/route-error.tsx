import { MESSAGES } from "@shared/texts";
import { RotateCw } from "lucide";
import { useEffect } from "react";
import { Button, buttonClasses } from "../components/button";
import { CenteredMessage } from "../components/centered-message";
import { Icon } from "../components/icon";
import { Link } from "../components/link";
import { documentTitle, SHELL_TEXTS } from "../lib/texts";
import { removeBootScreen } from "./boot-screen";

/** The route error boundary: a friendly card with a way out, never a stack trace. */
export function RouteError() {
  useEffect(() => {
    document.title = documentTitle(MESSAGES.somethingWentWrong);
    removeBootScreen();
  }, []);

  return (
    <CenteredMessage title={MESSAGES.somethingWentWrong}>
      <p>{SHELL_TEXTS.routeErrorHint}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={() => window.location.reload()}>
          <Icon node={RotateCw} aria-hidden="true" className="size-4" />
          {SHELL_TEXTS.reload}
        </Button>
        <Link to="/" className={buttonClasses("ghost")}>
          {SHELL_TEXTS.goHome}
        </Link>
      </div>
    </CenteredMessage>
  );
}
