import { notifications } from "@shared/endpoints/inbox";
import { callEndpoint } from "../call-endpoint";

import { notificationKeys } from "./keys";
import { pushedQuery } from "./pushed-query";

export { notificationKeys };

/** The header's notification list (beyond the SPEC). */
export const notificationsQuery = (live: boolean) =>
  pushedQuery(
    notificationKeys.all,
    async (signal) => (await callEndpoint(notifications, { signal })).data,
    live,
  );
