import { useEffect } from "react";
import { PageHeader } from "../../../components/page-header";
import { ToastRegion, useToast } from "../../../components/toast";
import { useFlashNotice } from "../../../lib/flash";
import { useMessages } from "../../../lib/i18n";
import { PeopleResults } from "../components/people-results";

/** SPEC 2 "/people": the matched members as cards, each opening /people/detail/{id}. */
export function PeoplePage() {
  const t = useMessages("people");
  const [notice] = useFlashNotice();
  const { toast, show, dismiss } = useToast();

  // A sentence handed over by the previous screen (after a block) is shown once.
  useEffect(() => {
    if (notice) show({ tone: "success", text: notice });
  }, [notice, show]);

  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <PeopleResults />
      <ToastRegion toast={toast} onDismiss={dismiss} />
    </>
  );
}
