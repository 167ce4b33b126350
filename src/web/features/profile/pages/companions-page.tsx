import { PageHeader } from "../../../components/page-header";
import { CompanionGrid } from "../components/companion-grid";

/**
 * SPEC 2 "/profile/companions". The companions call arrives with the chat work; until then the
 * member has none to show, so the screen shows its empty state (never made-up people).
 */
export function CompanionsPage() {
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title="My companions" backTo="/profile" />
      <CompanionGrid companions={[]} />
    </div>
  );
}
