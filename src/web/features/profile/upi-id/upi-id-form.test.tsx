import { updateMyProfile } from "@shared/endpoints/users";
import { UPI_MESSAGES } from "@shared/texts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, keyOf, ok } from "../../../test/api-stub";
import { makeUser, renderProfile, signIn, stubApi } from "../test/fixtures";

// The member's UPI ID on /profile/detail (issue 28 item 7): checked for form before it is sent,
// saved, and removed when saved blank.

beforeEach(() => {
  signIn();
});

describe("the UPI ID on Account details", () => {
  it("refuses a UPI ID not of the form name@bank without sending it, then saves one that is", async () => {
    const calls = stubApi({ user: makeUser({ upiId: null }) });
    answer({
      [keyOf(updateMyProfile)]: ok(
        updateMyProfile,
        { upiId: "asha@okaxis" },
        { message: UPI_MESSAGES.saved },
      ),
    });
    renderProfile("/profile/detail");
    const section = await screen.findByRole("region", { name: "UPI ID" });
    const box = within(section).getByLabelText("Your UPI ID");
    const user = userEvent.setup();
    await user.type(box, "asha");
    await user.click(within(section).getByRole("button", { name: "Save UPI ID" }));
    expect(within(section).getByRole("alert")).toHaveTextContent(UPI_MESSAGES.invalid);
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    await user.type(box, "@okaxis");
    await user.click(within(section).getByRole("button", { name: "Save UPI ID" }));
    expect(await within(section).findByText(UPI_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      url: "/api/users/me",
      body: { upiId: "asha@okaxis" },
    });
  });

  it("shows the saved one and removes it when saved blank", async () => {
    const calls = stubApi({ user: makeUser({ upiId: "asha@okaxis" }) });
    answer({
      [keyOf(updateMyProfile)]: ok(updateMyProfile, { upiId: null }, { message: UPI_MESSAGES.cleared }),
    });
    renderProfile("/profile/detail");
    const section = await screen.findByRole("region", { name: "UPI ID" });
    const box = within(section).getByLabelText("Your UPI ID");
    expect(box).toHaveValue("asha@okaxis");
    const user = userEvent.setup();
    await user.clear(box);
    await user.click(within(section).getByRole("button", { name: "Save UPI ID" }));
    expect(await within(section).findByText(UPI_MESSAGES.cleared)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ upiId: "" });
  });
});
