import type { DataExport } from "@shared/contracts/my-data";
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  DATA_EXPORTS_PER_DAY,
  DELETE_CONFIRMATION_WORD,
  MEMBER_NOT_FOUND,
  MY_DATA_MESSAGES,
} from "@shared/texts";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../lib/api";
import { type MessageKey, messageIn, startLanguage } from "../lib/i18n";
import { MY_DATA_SENTENCES } from "../lib/queries/data-export";
import { MY_DATA_TEXTS } from "../lib/texts";
import { makeDataExport } from "../test/fixtures/my-data";
import { DataExportPanel } from "./data-export-panel";

// A member's copy of their data, in the reader's language (issue 40): the account area's words, the
// time it stays offered through Intl in Hindi, and the server's refusals by their code (ADR 0056).

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });

function renderPanel(copy: DataExport | null | undefined, error: Error | string | null = null) {
  return render(
    <DataExportPanel
      copy={copy}
      requestLabel="Download my data"
      onRequest={() => {}}
      requesting={false}
      onDownload={() => {}}
      downloading={false}
      error={error}
    />,
  );
}

const ready = makeDataExport({
  status: "ready",
  readyAt: "2026-11-25T10:01:00.000Z",
  expiresAt: "2026-11-26T10:01:00.000Z",
});

/** A refusal as the API sends it: the English sentence with its code. */
const refusal = (status: number, message: string, code: string) =>
  new ApiError(message, { status, body: { success: false, message, code } });

afterEach(() => language("en"));

describe("DataExportPanel in English", () => {
  it("says each state of the copy as before", () => {
    const view = renderPanel(makeDataExport());
    expect(screen.getByText(MY_DATA_TEXTS.preparing)).toBeInTheDocument();
    expect(screen.getByText("This takes a minute or two. You can leave this page.")).toBeInTheDocument();
    view.unmount();

    renderPanel(ready);
    expect(screen.getByText(MY_DATA_TEXTS.ready)).toBeInTheDocument();
    expect(screen.getByText(/^Available until 26 Nov 2026, \d{1,2}:\d{2} [AP]M$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: MY_DATA_TEXTS.downloadFile })).toBeEnabled();
  });

  it("offers a new copy once the last expired or failed, and shows a sentence as it came", () => {
    const view = renderPanel(makeDataExport({ status: "expired" }), "Something odd.");
    expect(screen.getByText(MY_DATA_TEXTS.expired)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: MY_DATA_TEXTS.askAgain })).toBeEnabled();
    expect(screen.getByText("Something odd.")).toBeInTheDocument();
    view.unmount();

    renderPanel(makeDataExport({ status: "failed" }));
    expect(screen.getByText("We could not prepare your download.")).toBeInTheDocument();
  });

  it("keeps the English the e2e journeys and the profile's tests find, and the server's sentences by code", () => {
    const en = (key: MessageKey<"account">, values?: Record<string, string>) =>
      messageIn("en", "account", key, values);
    expect(en("dataPreparing")).toBe(MY_DATA_TEXTS.preparing);
    expect(en("dataReady")).toBe(MY_DATA_TEXTS.ready);
    expect(en("dataDownload")).toBe(MY_DATA_TEXTS.downloadFile);
    expect(en("dataExpired")).toBe(MY_DATA_TEXTS.expired);
    expect(en("dataAskAgain")).toBe(MY_DATA_TEXTS.askAgain);
    expect(en("deleteConfirm")).toBe(MY_DATA_TEXTS.confirmDelete);
    expect(en("deleteTypeToConfirm", { word: DELETE_CONFIRMATION_WORD })).toBe(MY_DATA_TEXTS.typeToConfirm);
    // Each code's key holds, word for word, the English the server sends with that code.
    const sentences: Record<string, string> = {
      ...Object.fromEntries(Object.entries(MY_DATA_MESSAGES).map(([key, text]) => [`myData.${key}`, text])),
      memberNotFound: MEMBER_NOT_FOUND,
      tooManyRequests: COMMON_MESSAGES.tooManyRequests,
      somethingWentWrong: COMMON_MESSAGES.somethingWentWrong,
      databaseUnavailable: COMMON_MESSAGES.databaseUnavailable,
      serverRestarting: COMMON_MESSAGES.serverRestarting,
      networkError: AUTH_MESSAGES.networkError,
      timeout: AUTH_MESSAGES.timeout,
    };
    for (const [code, key] of Object.entries(MY_DATA_SENTENCES)) {
      expect(sentences[code], code).toBeDefined();
      expect(en(key), code).toBe(sentences[code]);
    }
    // The Hindi says the same limit and the same word to type.
    expect(messageIn("hi", "account", "serverExportBudget")).toContain(String(DATA_EXPORTS_PER_DAY));
    expect(messageIn("hi", "account", "serverConfirmationMismatch")).toContain(DELETE_CONFIRMATION_WORD);
  });
});

describe("DataExportPanel in Hindi", () => {
  beforeEach(() => language("hi"));

  it("says preparing, ready until when (Intl's hi-IN) and Download in Hindi", () => {
    const view = renderPanel(makeDataExport());
    expect(screen.getByText("आपका डाउनलोड तैयार हो रहा है…")).toBeInTheDocument();
    expect(screen.getByText("इसमें एक-दो मिनट लगते हैं। आप चाहें तो यह पेज छोड़ सकते हैं।")).toBeInTheDocument();
    view.unmount();

    renderPanel(ready);
    expect(screen.getByText("आपका डाउनलोड तैयार है")).toBeInTheDocument();
    expect(screen.getByText(/^26 नव॰ 2026, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} तक उपलब्ध$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "डाउनलोड करें" })).toBeEnabled();
  });

  it("says an expired copy, asks again, and says the server's refusal by its code in Hindi", () => {
    const view = renderPanel(
      makeDataExport({ status: "expired" }),
      refusal(429, MY_DATA_MESSAGES.exportBudget, "myData.exportBudget"),
    );
    expect(screen.getByText("आपके पिछले डाउनलोड की मियाद ख़त्म हो गई है।")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "नया डाउनलोड तैयार करें" })).toBeEnabled();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "अपने डेटा की कॉपी दिन में 3 बार ही माँगी जा सकती है। कृपया कल फिर से कोशिश करें।",
    );
    view.unmount();

    // No copy yet: the screen's own button; a failure the browser made is said in Hindi too.
    renderPanel(null, new Error(AUTH_MESSAGES.networkError));
    expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled();
    expect(screen.getByRole("alert")).toHaveTextContent("नेटवर्क में दिक्कत है। कृपया अपना कनेक्शन जाँच लें।");
  });

  it("shows a code it does not know as the server wrote it", () => {
    renderPanel(null, refusal(400, "Something new.", "myData.somethingNew"));
    expect(screen.getByRole("alert")).toHaveTextContent("Something new.");
  });
});
