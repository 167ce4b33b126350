import type { PhoneStatus } from "@shared/contracts/phone";
import type { User } from "@shared/contracts/users";
import { myPhone, requestPhoneCode, verifyPhoneCode } from "@shared/endpoints/phone";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import { userKeys } from "../../../lib/queries/users";

export const phoneKeys = { mine: ["phone", "mine"] as const };

/** GET /api/users/me/phone: the member's phone check and the code waiting. */
export const phoneQuery = () =>
  queryOptions({
    queryKey: phoneKeys.mine,
    queryFn: async ({ signal }) => (await callEndpoint(myPhone, { signal })).data,
  });

// Each answer is the check as it stands: the screen's cache takes it, and the profile follows a
// verification (badge and number).
function useKeepStatus(userId: string) {
  const queryClient = useQueryClient();
  return (status: PhoneStatus) => {
    queryClient.setQueryData(phoneKeys.mine, status);
    queryClient.setQueryData<User>(
      userKeys.detail(userId),
      (held) => held && { ...held, phoneVerified: status.phoneVerified, mobileNo: status.mobileNo },
    );
  };
}

/** POST /api/users/me/phone/code. */
export function useRequestPhoneCode(userId: string) {
  const keep = useKeepStatus(userId);
  return useMutation({
    mutationFn: (mobileNo: string) => callEndpoint(requestPhoneCode, { body: { mobileNo } }),
    onSuccess: (body) => keep(body.data),
  });
}

/** POST /api/users/me/phone/verify. */
export function useVerifyPhoneCode(userId: string) {
  const keep = useKeepStatus(userId);
  return useMutation({
    mutationFn: (code: string) => callEndpoint(verifyPhoneCode, { body: { code } }),
    onSuccess: (body) => keep(body.data),
  });
}
