import type { DataExport } from "@shared/contracts/my-data";
import { downloadExport } from "@shared/endpoints/my-data";
import { useMutation } from "@tanstack/react-query";
import { endpointUrl } from "../call-endpoint";
import { downloadWithToken } from "../download";
import { MY_DATA_TEXTS } from "../texts";

/**
 * GET /api/data-exports/{id}/download with the bearer token, saved through an object URL: the
 * member's own copy and the one an admin prepared for a member are the same download, named
 * `fallbackName` when the server gives no file name.
 */
export function useDownloadDataExport(fallbackName: string) {
  return useMutation({
    mutationFn: (copy: DataExport) =>
      downloadWithToken(endpointUrl(downloadExport, { params: { id: copy._id } }), {
        accept: "application/zip",
        fallbackName,
        failMessage: MY_DATA_TEXTS.downloadFailed,
      }),
  });
}
