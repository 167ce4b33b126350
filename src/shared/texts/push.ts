// What web push says: refusals of the subscribe endpoints, and the words of a push message (the
// notification itself reads as in the bell, NOTIFICATION_MESSAGES).
import { DEFAULT_APP_NAME } from "../app-name";

export const PUSH_MESSAGES = {
  // The default name; a server with APP_NAME set titles its pushes with that (platform/i18n/words.ts).
  title: DEFAULT_APP_NAME,
  endpointRefused: "This browser's push service is not one we can send to.",
  subscriptionNotFound: "This device is not receiving notifications.",
  directMessageTitle: (who: string) => `Message from ${who}`,
  // A message's text is private and may be long: the push shows its start only.
  directMessageBody: (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text),
} as const;
