import type { PhotoCheckStatus } from "@shared/contracts/photo-check";
import type { User } from "@shared/contracts/users";
import { myPhotoCheck, startPhotoCheck, submitSelfie } from "@shared/endpoints/photo-check";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import { userKeys } from "../../../lib/queries/users";

export const photoCheckKeys = { mine: ["photo-check", "mine"] as const };

/** GET /api/users/me/photo-check. Read again every 30 s while an admin has the selfie to review. */
export const photoCheckQuery = () =>
  queryOptions({
    queryKey: photoCheckKeys.mine,
    queryFn: async ({ signal }) => (await callEndpoint(myPhotoCheck, { signal })).data,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? 30_000 : false),
  });

// Each answer is the check as it stands: the screen's cache takes it, and the profile follows it.
function useKeepStatus(userId: string) {
  const queryClient = useQueryClient();
  return (status: PhotoCheckStatus) => {
    queryClient.setQueryData(photoCheckKeys.mine, status);
    queryClient.setQueryData<User>(
      userKeys.detail(userId),
      (held) => held && { ...held, photoVerified: status.photoVerified },
    );
  };
}

/** POST /api/users/me/photo-check: the pose to do (the same one again while it awaits the selfie). */
export function useStartPhotoCheck(userId: string) {
  const keep = useKeepStatus(userId);
  return useMutation({
    mutationFn: () => callEndpoint(startPhotoCheck),
    onSuccess: (body) => keep(body.data),
  });
}

/** POST /api/users/me/photo-check/selfie: the selfie as a multipart upload. */
export function useSubmitSelfie(userId: string) {
  const keep = useKeepStatus(userId);
  return useMutation({
    mutationFn: (selfie: Blob) => {
      const form = new FormData();
      form.append("selfie", selfie, selfie instanceof File ? selfie.name : "selfie.jpg");
      return callEndpoint(submitSelfie, { body: form });
    },
    onSuccess: (body) => keep(body.data),
  });
}
