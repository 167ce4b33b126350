import { useEffect } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/button";
import { CenteredMessage } from "../../../components/centered-message";

export function NotFoundPage() {
  useEffect(() => {
    document.title = "Page not found · Meetup";
  }, []);

  return (
    <CenteredMessage title="Page not found">
      <p>This address doesn't lead anywhere. Let's get you back to the good stuff.</p>
      <Link to="/" className={`${buttonClasses("primary")} mt-6`}>
        Go home
      </Link>
    </CenteredMessage>
  );
}
