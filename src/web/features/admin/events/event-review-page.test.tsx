import type { AdminEvent } from "@shared/contracts/admin-events";
import { adminEventResponse } from "@shared/contracts/admin-events";
import { messageResponse } from "@shared/contracts/events";
import { MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { type Call, fail, ok, route } from "../../../test/api-stub";
import { openDialog } from "../../../test/dialog";
import { factValue } from "../../../test/queries";
import { makeAdminEvent, renderAdminEvents } from "./test/fixtures";

const patches = (calls: Call[]) => calls.filter((c) => c.method === "PATCH");

/** A server holding one listing: GET answers it as it stands, approve and reject change it. */
function serve(initial: AdminEvent, answers: { approve?: Response; reject?: Response } = {}) {
  let event = initial;
  const calls = route(({ url, method, body }) => {
    if (method === "GET" && url === `/api/admin/events/${initial._id}`) return ok(adminEventResponse, event);
    if (method === "PATCH" && url === `/api/admin/events/${initial._id}/approve`) {
      if (answers.approve) return answers.approve;
      event = { ...event, status: "approved" };
      return ok(messageResponse, null, { message: "Listing approved." });
    }
    if (method === "PATCH" && url === `/api/admin/events/${initial._id}/reject`) {
      if (answers.reject) return answers.reject;
      const { rejectionReason } = body as { rejectionReason: string };
      event = { ...event, status: "rejected", rejectionReason };
      return ok(messageResponse, null, { message: "Listing rejected." });
    }
    return undefined;
  });
  return {
    calls,
    update: (changes: Partial<AdminEvent>) => {
      event = { ...event, ...changes };
    },
  };
}

/** The value listed under a label of the facts list. */

const panel = () => screen.getByRole("region", { name: "Approval" });

describe("/admin/event/{id}", () => {
  it("shows the listing in full", async () => {
    serve(
      makeAdminEvent({
        category: "Create Your Own Scene (Other)",
        customCategory: "Pottery by the lake",
        paymentType: "fee",
        cost: 750,
        availableSlots: 7,
      }),
    );
    renderAdminEvents("/admin/event/e1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Kudremukh sunrise trek" }),
    ).toBeInTheDocument();

    expect(factValue("Category")).toHaveTextContent("Pottery by the lake");
    expect(factValue("Category")).toHaveTextContent("Create Your Own Scene (Other)");
    expect(factValue("Dates")).toHaveTextContent("12 Jun 2026 – 13 Jun 2026");
    expect(factValue("Starts at")).toHaveTextContent("5:30 AM");
    expect(factValue("Location")).toHaveTextContent("Chikmagalur, Karnataka");
    expect(factValue("Slots")).toHaveTextContent("10 in total · 7 open");
    expect(factValue("Cost")).toHaveTextContent("Rs. 750 per person");
    expect(screen.getByText(/A gentle night climb/)).toBeInTheDocument();
    expect(screen.getByText("Kabir Mehta")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "kabir@demo.meetup" })).toHaveAttribute(
      "href",
      "mailto:kabir@demo.meetup",
    );
    expect(within(panel()).getByText("Pending")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to events" })).toHaveAttribute("href", "/admin/event");
  });

  it("shows the cost line of a shared cost as Go {paymentType}", async () => {
    serve(makeAdminEvent({ paymentType: "dutch", cost: 0 }));
    renderAdminEvents("/admin/event/e1");
    await screen.findByRole("heading", { level: 1, name: "Kudremukh sunrise trek" });
    expect(factValue("Cost")).toHaveTextContent(/^Go dutch$/);
  });

  it("approves a pending listing after confirming, then shows it as verified", async () => {
    const { calls } = serve(makeAdminEvent());
    renderAdminEvents("/admin/event/e1");
    const user = userEvent.setup();
    const dialog = await openDialog(user, "Approve", "Approve this listing?");
    expect(patches(calls)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(patches(calls)).toMatchObject([
      { url: "/api/admin/events/e1/approve", method: "PATCH", body: undefined },
    ]);
    expect(within(panel()).getByRole("status")).toHaveTextContent("Listing approved.");
    expect(within(panel()).getByText("Verified")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
    // The listing was read again after the decision.
    expect(calls.filter((c) => c.method === "GET")).toHaveLength(2);
  });

  it("cancelling the approval sends nothing", async () => {
    const { calls } = serve(makeAdminEvent());
    renderAdminEvents("/admin/event/e1");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
    expect(within(panel()).getByText("Pending")).toBeInTheDocument();
  });

  it("refuses a blank reason with the SPEC's message, then rejects with the reason given", async () => {
    const { calls } = serve(makeAdminEvent());
    renderAdminEvents("/admin/event/e1");
    const user = userEvent.setup();
    const dialog = await openDialog(user, "Reject", "Reject this listing?");
    const submit = within(dialog).getByRole("button", { name: "Reject listing" });

    await user.click(submit);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(MESSAGES.rejectionReasonRequired);
    expect(MESSAGES.rejectionReasonRequired).toBe("Please provide a reason for rejection.");
    const reason = within(dialog).getByRole("textbox", { name: "Reason for rejection" });
    expect(reason).toHaveAttribute("aria-invalid", "true");

    await user.type(reason, "   ");
    await user.click(submit);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(MESSAGES.rejectionReasonRequired);
    expect(patches(calls)).toEqual([]);

    await user.clear(reason);
    await user.type(reason, "  The dates clash with the monsoon closure.  ");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(patches(calls)).toMatchObject([
      {
        url: "/api/admin/events/e1/reject",
        method: "PATCH",
        body: { rejectionReason: "The dates clash with the monsoon closure." },
      },
    ]);
    expect(within(panel()).getByText("Rejected")).toBeInTheDocument();
    expect(within(panel()).getByText("The dates clash with the monsoon closure.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
  });

  it("offers no actions once approved", async () => {
    serve(makeAdminEvent({ status: "approved" }));
    renderAdminEvents("/admin/event/e1");
    const region = await screen.findByRole("region", { name: "Approval" });
    expect(within(region).getByText("Verified")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers no actions on a pending listing its host cancelled", async () => {
    serve(makeAdminEvent({ status: "pending", eventStatus: "cancelled" }));
    renderAdminEvents("/admin/event/e1");
    const region = await screen.findByRole("region", { name: "Approval" });
    expect(within(region).getByText("Withdrawn")).toBeInTheDocument();
    expect(
      within(region).getByText(/The host cancelled this listing before it was reviewed/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
  });

  it("shows the rejection reason and offers no actions once rejected", async () => {
    serve(makeAdminEvent({ status: "rejected", rejectionReason: "Please add the meeting point." }));
    renderAdminEvents("/admin/event/e1");
    const region = await screen.findByRole("region", { name: "Approval" });
    expect(within(region).getByText("Rejected")).toBeInTheDocument();
    expect(within(region).getByText("Please add the meeting point.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
  });

  it("shows a failed approval in the red box and keeps the dialog open", async () => {
    serve(makeAdminEvent(), { approve: fail(500, "The database is not reachable.") });
    renderAdminEvents("/admin/event/e1");
    const user = userEvent.setup();
    const dialog = await openDialog(user, "Approve", "Approve this listing?");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The database is not reachable.");
    expect(within(panel()).getByText("Pending")).toBeInTheDocument();

    // Opening the dialog again starts without the old failure.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(within(screen.getByRole("dialog")).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a rejection in the red box", async () => {
    serve(makeAdminEvent(), { reject: fail(400, MESSAGES.rejectionReasonRequired) });
    renderAdminEvents("/admin/event/e1");
    const user = userEvent.setup();
    const dialog = await openDialog(user, "Reject");
    await user.type(within(dialog).getByRole("textbox"), "Looks like spam");
    await user.click(within(dialog).getByRole("button", { name: "Reject listing" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MESSAGES.rejectionReasonRequired);
  });

  it("closes the dialog and shows the new status when another admin decided first", async () => {
    const server = serve(makeAdminEvent(), {
      reject: fail(409, "Only a listing that is pending approval can be approved or rejected."),
    });
    renderAdminEvents("/admin/event/e1");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    server.update({ status: "approved" });
    await user.type(screen.getByRole("textbox", { name: "Reason for rejection" }), "Too late");
    await user.click(screen.getByRole("button", { name: "Reject listing" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(panel()).getByRole("alert")).toHaveTextContent(
      "Only a listing that is pending approval can be approved or rejected.",
    );
    expect(within(panel()).getByText("Verified")).toBeInTheDocument();
  });

  it("shows a failed load in the red box", async () => {
    route(() => fail(404, "Event not found."));
    renderAdminEvents("/admin/event/nope");
    expect(await screen.findByRole("alert")).toHaveTextContent("Event not found.");
    expect(screen.getByRole("heading", { level: 1, name: "Review event" })).toBeInTheDocument();
  });

  describe("in Hindi", () => {
    /** A refusal as the server sends it: the English sentence and, for a sentence of its catalogue, its code. */
    const refusal = (status: number, message: string, code?: string) =>
      HttpResponse.json({ success: false, message, ...(code ? { code } : {}) }, { status });

    it("shows the listing's facts, panel and dialog in Hindi, days and time through Intl", async () => {
      startLanguage({ read: () => "hi", save: () => {} });
      serve(makeAdminEvent({ paymentType: "fee", cost: 750, availableSlots: 7 }));
      renderAdminEvents("/admin/event/e1");
      await screen.findByRole("heading", { level: 1, name: "Kudremukh sunrise trek" });
      expect(factValue("तारीख़ें")).toHaveTextContent("12 जून 2026 – 13 जून 2026");
      expect(factValue("शुरू होने का समय")).toHaveTextContent("सुबह 5:30");
      expect(factValue("सीटें")).toHaveTextContent("कुल 10 · 7 खाली");
      expect(factValue("ख़र्च")).toHaveTextContent("₹750 प्रति व्यक्ति");
      const approval = screen.getByRole("region", { name: "मंज़ूरी" });
      expect(within(approval).getByText("बाकी")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "इवेंट पर वापस जाएँ" })).toHaveAttribute("href", "/admin/event");
      const dialog = await openDialog(userEvent.setup(), "नामंज़ूर करें", "यह लिस्टिंग नामंज़ूर करें?");
      expect(within(dialog).getByRole("textbox", { name: "नामंज़ूरी की वजह" })).toBeInTheDocument();
      expect(within(dialog).getByRole("button", { name: "लिस्टिंग नामंज़ूर करें" })).toBeInTheDocument();
    });

    it("says the server's answer by its code in Hindi", async () => {
      startLanguage({ read: () => "hi", save: () => {} });
      serve(makeAdminEvent(), {
        approve: HttpResponse.json({
          success: true,
          message: "Listing approved.",
          code: "listingApproved",
          data: null,
        }),
      });
      renderAdminEvents("/admin/event/e1");
      const user = userEvent.setup();
      const dialog = await openDialog(user, "मंज़ूर करें", "यह लिस्टिंग मंज़ूर करें?");
      await user.click(within(dialog).getByRole("button", { name: "मंज़ूर करें" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(screen.getByRole("status")).toHaveTextContent("लिस्टिंग मंज़ूर हो गई।");
    });

    it("says a refusal by its code in Hindi, and one without a known code as it came", async () => {
      startLanguage({ read: () => "hi", save: () => {} });
      serve(makeAdminEvent(), {
        approve: refusal(
          409,
          "Only a listing that is pending approval can be approved or rejected.",
          "notPending",
        ),
        reject: refusal(400, "Something new the server says."),
      });
      renderAdminEvents("/admin/event/e1");
      const user = userEvent.setup();
      let dialog = await openDialog(user, "मंज़ूर करें");
      await user.click(within(dialog).getByRole("button", { name: "मंज़ूर करें" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        "सिर्फ़ मंज़ूरी के इंतज़ार वाली लिस्टिंग ही मंज़ूर या नामंज़ूर की जा सकती है।",
      );
      await user.click(within(dialog).getByRole("button", { name: "रद्द करें" }));
      dialog = await openDialog(user, "नामंज़ूर करें");
      await user.type(within(dialog).getByRole("textbox"), "Spam");
      await user.click(within(dialog).getByRole("button", { name: "लिस्टिंग नामंज़ूर करें" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something new the server says.");
    });
  });
});
