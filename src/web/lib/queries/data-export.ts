import type { DataExport } from "@shared/contracts/my-data";
import { downloadExport } from "@shared/endpoints/my-data";
import { useMutation } from "@tanstack/react-query";
import { endpointUrl } from "../call-endpoint";
import { downloadWithToken } from "../download";
import { activeLanguage, loadCatalogue, type MessageKey, messageIn } from "../i18n";
import type { SentenceKeys } from "../server-sentence";

/**
 * The server's sentences a member's copy of their data and the deletion of their account can answer
 * (ADR 0056), by their codes, to the account area's words: the member's own controls on /profile
 * and an admin's for a member say them in the reader's language. The sentences the browser makes
 * itself (no answer, too late) are named as the server's catalogue names them. A code missing here
 * shows the server's English as it came.
 */
export const MY_DATA_SENTENCES: SentenceKeys<MessageKey<"account">> = {
  "myData.exportBudget": "serverExportBudget",
  "myData.exportNotFound": "serverExportNotFound",
  "myData.confirmationMismatch": "serverConfirmationMismatch",
  "myData.alreadyDeleted": "serverAlreadyDeleted",
  "myData.deleteAdmin": "serverDeleteAdmin",
  memberNotFound: "serverMemberNotFound",
  tooManyRequests: "serverTooManyRequests",
  somethingWentWrong: "somethingWentWrong",
  databaseUnavailable: "databaseUnavailable",
  serverRestarting: "serverRestarting",
  networkError: "networkError",
  timeout: "timeout",
};

/**
 * GET /api/data-exports/{id}/download with the bearer token, saved through an object URL: the
 * member's own copy and the one an admin prepared for a member are the same download, named
 * `fallbackName` when the server gives no file name. A refusal without a sentence of the server's
 * fails with the account area's "did not start", in the reader's language.
 */
export function useDownloadDataExport(fallbackName: string) {
  return useMutation({
    mutationFn: async (copy: DataExport) => {
      const language = activeLanguage();
      await loadCatalogue(language, "account");
      return downloadWithToken(endpointUrl(downloadExport, { params: { id: copy._id } }), {
        accept: "application/zip",
        fallbackName,
        failMessage: messageIn(language, "account", "dataDownloadFailed"),
      });
    },
  });
}
