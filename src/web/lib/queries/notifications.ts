import { notifications } from "@shared/endpoints/inbox";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../call-endpoint";

import { notificationKeys } from "./keys";

export { notificationKeys };

/** The header's notification list (beyond the SPEC); polled every 30 s only while the socket is down. */
export const notificationsQuery = (live: boolean) =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: async ({ signal }) => (await callEndpoint(notifications, { signal })).data,
    refetchInterval: live ? false : 30_000,
  });
