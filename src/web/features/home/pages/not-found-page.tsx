import { useEffect } from "react";
import { buttonClasses } from "../../../components/button";
import { CenteredMessage } from "../../../components/centered-message";
import { Link } from "../../../components/link";
import { useMessages } from "../../../lib/i18n";
import { documentTitle } from "../../../lib/texts";

// An address that leads nowhere, in the member's language (the home area's words, fetched with it).
export function NotFoundPage() {
  const t = useMessages("home");
  useEffect(() => {
    document.title = documentTitle(t("notFoundTitle"));
  }, [t]);

  return (
    <CenteredMessage title={t("notFoundTitle")}>
      <p>{t("notFoundBody")}</p>
      <Link to="/" className={`${buttonClasses("primary")} mt-6`}>
        {t("goHome")}
      </Link>
    </CenteredMessage>
  );
}
