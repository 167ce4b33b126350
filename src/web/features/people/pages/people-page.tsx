import { useEffect } from "react";
import { PageHeader } from "../../../components/page-header";
import { ToastRegion, useToast } from "../../../components/toast";
import { useFlashNotice } from "../../../lib/flash";
import { PEOPLE_SUBTITLE, TEXTS } from "../../../lib/texts";
import { PeopleResults } from "../components/people-results";

/** SPEC 2 "/people": the matched members as cards, each opening /people/detail/{id}. */
export function PeoplePage() {
  const [notice] = useFlashNotice();
  const { toast, show, dismiss } = useToast();

  // A sentence handed over by the previous screen (after a block) is shown once.
  useEffect(() => {
    if (notice) show({ tone: "success", text: notice });
  }, [notice, show]);

  return (
    <>
      <PageHeader title={TEXTS.peopleTitle} subtitle={PEOPLE_SUBTITLE} />
      <PeopleResults />
      <ToastRegion toast={toast} onDismiss={dismiss} />
    </>
  );
}
