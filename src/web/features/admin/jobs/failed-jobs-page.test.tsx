import { messageResponse } from "@shared/contracts/events";
import { type FailedJob, failedJobsResponse } from "@shared/contracts/jobs";
import { adminUsersResponse, flaggedUsersResponse } from "@shared/contracts/people";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { fail, never, ok, route } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { FailedJobsPage } from "../pages/failed-jobs-page";
import { AdminUsersPage } from "../pages/users-page";

const routes: RouteObject[] = [
  { path: "/admin", element: <AdminUsersPage /> },
  { path: "/admin/jobs", element: <FailedJobsPage /> },
];

function makeJob(overrides: Partial<FailedJob> = {}): FailedJob {
  return {
    _id: "0b6f0c1e-1111-4a5b-9c3d-000000000001",
    kind: "email.notification",
    dedupKey: "email:request_accepted:r1:u1",
    attempts: 6,
    maxAttempts: 6,
    lastError: "SMTP 550: mailbox unavailable",
    createdAt: "2026-11-20T08:00:00.000Z",
    failedAt: "2026-11-20T09:30:00.000Z",
    ...overrides,
  };
}

const email = makeJob();
const push = makeJob({
  _id: "0b6f0c1e-1111-4a5b-9c3d-000000000002",
  kind: "push.message",
  dedupKey: "push:message:u1:u2:123",
  attempts: 1,
  lastError: null,
  failedAt: "2026-11-19T09:30:00.000Z",
});

/** The failed list as the server keeps it: a retried job is pending again and leaves it. */
function serveJobs(initial: FailedJob[], retry: (job: FailedJob) => Response | "ok" = () => "ok") {
  let jobs = initial;
  return route(({ method, url }) => {
    if (method === "GET" && url === "/api/admin/jobs/failed") return ok(failedJobsResponse, jobs);
    const retried = method === "POST" && url.match(/^\/api\/admin\/jobs\/([^/]+)\/retry$/);
    const job = retried && jobs.find((j) => j._id === retried[1]);
    if (job) {
      const answer = retry(job);
      if (answer !== "ok") return answer;
      jobs = jobs.filter((j) => j !== job);
      return ok(messageResponse, null, { message: "The job will run again in a moment." });
    }
    return undefined;
  });
}

const rows = async () =>
  within(await screen.findByRole("list", { name: "Failed deliveries" })).getAllByRole("listitem");

describe("/admin/jobs", () => {
  it("lists each failed job: its kind in words, what it was for, attempts, last error and when", async () => {
    serveJobs([email, push]);
    renderRoutes(routes, "/admin/jobs");
    expect(screen.getByRole("heading", { level: 1, name: "Failed deliveries" })).toBeInTheDocument();
    const [first, second] = (await rows()) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("heading", { name: "Notification email" })).toBeInTheDocument();
    expect(first).toHaveTextContent("email:request_accepted:r1:u1");
    expect(first).toHaveTextContent("6 of 6");
    expect(first).toHaveTextContent("SMTP 550: mailbox unavailable");
    expect(first).toHaveTextContent("20 Nov 2026");
    expect(within(second).getByRole("heading", { name: "Message push" })).toBeInTheDocument();
    expect(second).toHaveTextContent("1 of 6");
    expect(second).toHaveTextContent("No error was recorded.");
    expect(within(second).getByRole("button", { name: "Retry message push" })).toBeEnabled();
  });

  it("shows an unknown kind as the server names it", async () => {
    serveJobs([makeJob({ kind: "report.weekly" })]);
    renderRoutes(routes, "/admin/jobs");
    const [only] = (await rows()) as [HTMLElement];
    expect(within(only).getByRole("heading", { name: "report.weekly" })).toBeInTheDocument();
  });

  it('says "Nothing has failed." when the list is empty', async () => {
    serveJobs([]);
    renderRoutes(routes, "/admin/jobs");
    expect(await screen.findByText("Nothing has failed.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Failed deliveries" })).not.toBeInTheDocument();
  });

  it("shows a loading placeholder while the list loads", async () => {
    route(({ url }) => (url === "/api/admin/jobs/failed" ? never() : undefined));
    renderRoutes(routes, "/admin/jobs");
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
  });

  it("explains a failed load and loads again on Try again", async () => {
    let broken = true;
    route(({ url }) => {
      if (url !== "/api/admin/jobs/failed") return undefined;
      return broken ? fail(500, "The server is not answering.") : ok(failedJobsResponse, [email]);
    });
    renderRoutes(routes, "/admin/jobs");
    expect(await screen.findByText("The server is not answering.")).toBeInTheDocument();
    broken = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await rows()).toHaveLength(1);
  });

  it("retries a job: the server is asked, the row leaves the list and a toast says so", async () => {
    const calls = serveJobs([email, push]);
    renderRoutes(routes, "/admin/jobs");
    await rows();
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry notification email" }));
    expect(await screen.findByText("The job will run again in a moment.")).toBeInTheDocument();
    const left = await rows();
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveTextContent("Message push");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
      `/api/admin/jobs/${email._id}/retry`,
    ]);
  });

  it("says why a retry was refused and keeps the row", async () => {
    serveJobs([email], () => fail(409, "Only a job that failed can be run again."));
    renderRoutes(routes, "/admin/jobs");
    await rows();
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry notification email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only a job that failed can be run again.");
    expect(await rows()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Retry notification email" })).toBeEnabled();
  });
});

describe("/admin (the link to failed deliveries)", () => {
  it('links to /admin/jobs as "Failed deliveries (N)"', async () => {
    route(({ url }) => {
      if (url === "/api/admin/jobs/failed") return ok(failedJobsResponse, [email, push]);
      if (url === "/api/admin/flagged-users") return ok(flaggedUsersResponse, []);
      if (url.startsWith("/api/admin/users")) return ok(adminUsersResponse, []);
      return undefined;
    });
    const { router } = renderRoutes(routes, "/admin");
    const link = await screen.findByRole("link", { name: "Failed deliveries (2)" });
    expect(link).toHaveAttribute("href", "/admin/jobs");
    await userEvent.setup().click(link);
    expect(router.state.location.pathname).toBe("/admin/jobs");
    expect(await rows()).toHaveLength(2);
  });

  it("reads in Hindi: title, each job's kind, attempts, day and Retry, and the retry's answer by its code", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    serveJobs([email], () =>
      Response.json({
        success: true,
        message: "The job will run again in a moment.",
        code: "job.retried",
        data: null,
      }),
    );
    renderRoutes(routes, "/admin/jobs");
    expect(screen.getByRole("heading", { level: 1, name: "नाकाम डिलीवरी" })).toBeInTheDocument();
    const [first] = within(await screen.findByRole("list", { name: "नाकाम डिलीवरी" })).getAllByRole(
      "listitem",
    ) as [HTMLElement];
    expect(within(first).getByRole("heading", { name: "सूचना ईमेल" })).toBeInTheDocument();
    expect(first).toHaveTextContent("6 में से 6");
    expect(first).toHaveTextContent("20 नव॰ 2026");
    await userEvent.setup().click(within(first).getByRole("button", { name: "सूचना ईमेल फिर से चलाएँ" }));
    expect(await screen.findByText("यह काम थोड़ी देर में फिर से चलेगा।")).toBeInTheDocument();
  });
});
