import { RequireAdmin } from "./guards/require-admin";
import { AdminLayout } from "./layout/admin-layout";

/** The /admin route: the role check, then the admin layout around the admin screens. */
export function AdminShell() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}
