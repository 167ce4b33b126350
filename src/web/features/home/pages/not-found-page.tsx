import { useEffect } from "react";
import { buttonClasses } from "../../../components/button";
import { CenteredMessage } from "../../../components/centered-message";
import { Link } from "../../../components/link";
import { documentTitle, NOT_FOUND_TEXTS } from "../../../lib/texts";

export function NotFoundPage() {
  useEffect(() => {
    document.title = documentTitle(NOT_FOUND_TEXTS.title);
  }, []);

  return (
    <CenteredMessage title={NOT_FOUND_TEXTS.title}>
      <p>{NOT_FOUND_TEXTS.body}</p>
      <Link to="/" className={`${buttonClasses("primary")} mt-6`}>
        {NOT_FOUND_TEXTS.goHome}
      </Link>
    </CenteredMessage>
  );
}
