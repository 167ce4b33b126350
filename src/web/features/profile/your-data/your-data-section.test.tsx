import { messageResponse } from "@shared/contracts/events";
import { type DataExport, dataExportCreatedResponse, dataExportResponse } from "@shared/contracts/my-data";
import { DELETE_CONFIRMATION_WORD, MY_DATA_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type MessageKey, type MessageValues, messageIn, startLanguage } from "../../../lib/i18n";
import { MY_DATA_TEXTS } from "../../../lib/texts";
import { fail, ok, route } from "../../../test/api-stub";
import { makeDataExport } from "../../../test/fixtures/my-data";
import { renderProfile, signIn, stubApi } from "../test/fixtures";

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = () => screen.findByRole("region", { name: "Your data" });

describe("/profile: your data", () => {
  it("asks for a copy, shows it preparing, then ready with its time, and downloads it with the token", async () => {
    stubApi();
    let latest: DataExport | null = null;
    const calls = route(({ method, url }) => {
      if (method === "POST" && url === "/api/users/me/data-export") {
        latest = makeDataExport();
        return ok(dataExportCreatedResponse, latest);
      }
      if (method === "GET" && url === "/api/users/me/data-export") return ok(dataExportResponse, latest);
      if (method === "GET" && url === "/api/data-exports/x1/download")
        return new Response(new Uint8Array([80, 75, 5, 6]), {
          headers: {
            "Content-Type": "application/zip",
            "Content-Disposition": 'attachment; filename="d.zip"',
          },
        });
      return undefined;
    });
    const created = vi.fn(() => "blob:zip");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderProfile("/profile");
    const user = userEvent.setup();

    await user.click(await within(await section()).findByRole("button", { name: "Download my data" }));
    expect(await screen.findByText(MY_DATA_TEXTS.preparing)).toBeInTheDocument();

    // The job finishes; the screen asks again while preparing and then offers the file.
    latest = makeDataExport({
      status: "ready",
      readyAt: "2026-11-25T10:01:00.000Z",
      expiresAt: "2026-11-26T10:01:00.000Z",
    });
    expect(await screen.findByText(MY_DATA_TEXTS.ready, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/^Available until 26 Nov 2026, /)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: MY_DATA_TEXTS.downloadFile }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveBeenCalled();
    expect(calls.find((c) => c.url === "/api/data-exports/x1/download")).toMatchObject({ token: "tok" });
  });

  it("says an old copy expired and offers a new one", async () => {
    stubApi();
    route(({ method, url }) =>
      method === "GET" && url === "/api/users/me/data-export"
        ? ok(dataExportResponse, makeDataExport({ status: "expired", expiresAt: "2026-11-20T10:00:00.000Z" }))
        : undefined,
    );
    renderProfile("/profile");
    expect(await within(await section()).findByText(MY_DATA_TEXTS.expired)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: MY_DATA_TEXTS.askAgain })).toBeEnabled();
  });

  it("deletes only when DELETE is typed exactly, then signs out to /signin", async () => {
    stubApi();
    let refusedFirst = false;
    const calls = route(({ method, url, body }) => {
      if (method !== "POST" || url !== "/api/users/me/delete") return undefined;
      if (!refusedFirst) {
        refusedFirst = true;
        return fail(500, "Something went wrong.");
      }
      expect(body).toEqual({ confirmation: "DELETE" });
      return ok(messageResponse, null, { message: "Your account has been deleted." });
    });
    const { router } = renderProfile("/profile");
    const user = userEvent.setup();
    await user.click(await within(await section()).findByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    const confirm = within(dialog).getByRole("button", { name: MY_DATA_TEXTS.confirmDelete });
    const field = within(dialog).getByLabelText(MY_DATA_TEXTS.typeToConfirm);
    expect(confirm).toBeDisabled();
    await user.type(field, "delete");
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, "DELETE");
    expect(confirm).toBeEnabled();

    // A failure is shown in the dialog, and nothing is forgotten.
    await user.click(confirm);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong.");
    expect(window.localStorage.getItem("accessToken")).toBe("tok");

    await user.click(confirm);
    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(router.state.location.state).toEqual({ notice: "Your account has been deleted." });
    expect(window.localStorage.getItem("accessToken")).toBeNull();
    expect(calls.filter((c) => c.url === "/api/users/me/delete")).toHaveLength(2);
    // No logout call: the server ended every session already.
    expect(calls.some((c) => c.url === "/api/users/logout")).toBe(false);
  });
});

describe("/profile: deleting the account in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  const profile = (key: MessageKey<"profile">) => messageIn("hi", "profile", key);
  const account = (key: MessageKey<"account">, values?: MessageValues) =>
    messageIn("hi", "account", key, values);

  async function deleteAccount(answer: Response) {
    stubApi();
    route(({ method, url }) => (method === "POST" && url === "/api/users/me/delete" ? answer : undefined));
    const { router } = renderProfile("/profile");
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole("region", { name: profile("yourData") })).findByRole("button", {
        name: profile("deleteMyAccount"),
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: profile("deleteTitle") });
    await user.type(
      within(dialog).getByLabelText(account("deleteTypeToConfirm", { word: DELETE_CONFIRMATION_WORD })),
      DELETE_CONFIRMATION_WORD,
    );
    await user.click(within(dialog).getByRole("button", { name: account("deleteConfirm") }));
    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    return (router.state.location.state as { notice?: string } | null)?.notice;
  }

  it("hands /signin the deletion's sentence in Hindi, chosen by the server's code", async () => {
    const notice = await deleteAccount(
      ok(messageResponse, null, { message: MY_DATA_MESSAGES.accountDeleted, code: "myData.accountDeleted" }),
    );
    expect(notice).toBe(messageIn("hi", "signin", "accountDeleted"));
    expect(notice).toBe("आपका अकाउंट डिलीट कर दिया गया है।");
  });

  it("hands over a sentence whose code it does not know as the server sent it", async () => {
    const notice = await deleteAccount(
      ok(messageResponse, null, { message: "Your account is gone.", code: "myData.somethingNewer" }),
    );
    expect(notice).toBe("Your account is gone.");
  });

  it("says the deletion in Hindi when the server sent no sentence", async () => {
    expect(await deleteAccount(ok(messageResponse, null))).toBe("आपका अकाउंट डिलीट कर दिया गया है।");
  });

  it("words the notice in English as the server does", () => {
    expect(messageIn("en", "signin", "accountDeleted")).toBe(MY_DATA_MESSAGES.accountDeleted);
  });
});
