import { MESSAGES } from "@shared/texts";
import { RotateCw } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../components/button";
import { CenteredMessage } from "../components/centered-message";

/** The route error boundary: a friendly card with a way out, never a stack trace. */
export function RouteError() {
  useEffect(() => {
    document.title = `${MESSAGES.somethingWentWrong} · Meetup`;
  }, []);

  return (
    <CenteredMessage title={MESSAGES.somethingWentWrong}>
      <p>We couldn't show this screen. Reloading usually fixes it.</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Reload
        </Button>
        <Link to="/" className={buttonClasses("ghost")}>
          Go home
        </Link>
      </div>
    </CenteredMessage>
  );
}
