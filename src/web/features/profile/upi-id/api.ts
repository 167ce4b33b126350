import type { User } from "@shared/contracts/users";
import { updateMyProfile } from "@shared/endpoints/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import { userKeys } from "../../../lib/queries/users";

/** PATCH /api/users/me: the member's UPI ID (blank removes it); their cached profile follows. */
export function useSaveUpiId(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upiId: string) => callEndpoint(updateMyProfile, { body: { upiId } }),
    onSuccess: (body) => {
      queryClient.setQueryData<User>(
        userKeys.detail(userId),
        (held) => held && { ...held, upiId: body.data.upiId },
      );
    },
  });
}
