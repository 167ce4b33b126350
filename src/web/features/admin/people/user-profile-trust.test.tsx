import { dataExportResponse } from "@shared/contracts/my-data";
import { adminUserProfileResponse } from "@shared/contracts/people";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { ok, route } from "../../../test/api-stub";
import type { AdminUserProfile } from "./api";
import { makeProfile, renderAdminPeople } from "./test/fixtures";

// The account card's trust line and badges on /admin/user/profile/{id}, in the admin's language: the
// line from the admin-people catalogue, the badges from the shell's.

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });

function serve(user: AdminUserProfile) {
  route(({ url, method }) => {
    if (method === "GET" && url === `/api/admin/user/${user._id}`) return ok(adminUserProfileResponse, user);
    if (method === "GET" && url === `/api/admin/users/${user._id}/data-export`)
      return ok(dataExportResponse, null);
    return undefined;
  });
}

async function open(user: AdminUserProfile) {
  serve(user);
  const view = renderAdminPeople(`/admin/user/profile/${user._id}`);
  await screen.findByRole("heading", { level: 1, name: user.name });
  return view;
}

describe("the admin's view of a member's trust", () => {
  afterEach(() => language("en"));

  it("says Verified user with both badges once both checks passed", async () => {
    await open(makeProfile({ trustVerification: true, phoneVerified: true, photoVerified: true }));
    expect(screen.getByText("Verified user")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Checks passed" })).toHaveTextContent(
      "Phone verifiedPhoto verified",
    );
  });

  it("says nothing of trust for a member who chose good vibes", async () => {
    await open(makeProfile({ trustVerification: false, phoneVerified: true, photoVerified: false }));
    expect(screen.queryByText("Verification in progress")).not.toBeInTheDocument();
    expect(screen.queryByText("Not necessary, I trust good vibes")).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Checks passed" })).toHaveTextContent("Phone verified");
  });

  it("says the trust line and the badges in Hindi", async () => {
    language("hi");
    const view = await open(
      makeProfile({ trustVerification: true, phoneVerified: true, photoVerified: true }),
    );
    expect(screen.getByText("वेरिफ़ाइड मेंबर")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "पूरी हुई जाँचें" })).toHaveTextContent("फ़ोन वेरिफ़ाइडफ़ोटो वेरिफ़ाइड");
    view.unmount();

    await open(makeProfile({ trustVerification: true, phoneVerified: true, photoVerified: false }));
    expect(screen.getByText("वेरिफ़िकेशन चल रहा है")).toBeInTheDocument();
    expect(screen.queryByText("Verification in progress")).not.toBeInTheDocument();
  });
});
