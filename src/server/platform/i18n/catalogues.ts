import type { Language } from "../../../shared/languages";
import enDevSignin from "../../locales/en/devSignin.json";
import enEmail from "../../locales/en/email.json";
import enNotifications from "../../locales/en/notifications.json";
import enPush from "../../locales/en/push.json";
import enShareCard from "../../locales/en/shareCard.json";
import hiDevSignin from "../../locales/hi/devSignin.json";
import hiEmail from "../../locales/hi/email.json";
import hiNotifications from "../../locales/hi/notifications.json";
import hiPush from "../../locales/hi/push.json";
import hiShareCard from "../../locales/hi/shareCard.json";

// The server's words (ADR 0055): what emails, their unsubscribe page, web pushes, the development
// sign-in's account chooser and a shared link's card say, one ICU MessageFormat file per language
// and area under src/server/locales, as the web's are under src/web/locales (ADR 0053). The server
// holds every language at once: it writes one member's email in Hindi while it writes another's in
// English. English is the source of keys; the guard (scripts/catalogue-check.ts) holds Hindi to the
// same keys and placeholders.
export const SERVER_CATALOGUES = {
  en: {
    devSignin: enDevSignin,
    email: enEmail,
    notifications: enNotifications,
    push: enPush,
    shareCard: enShareCard,
  },
  hi: {
    devSignin: hiDevSignin,
    email: hiEmail,
    notifications: hiNotifications,
    push: hiPush,
    shareCard: hiShareCard,
  },
} satisfies Record<Language, Record<string, Record<string, string>>>;

export type ServerArea = keyof (typeof SERVER_CATALOGUES)["en"];

/** "area.key" of every English message: a misspelt id fails `npm run typecheck`. */
export type ServerMessageId = {
  [A in ServerArea]: `${A}.${keyof (typeof SERVER_CATALOGUES)["en"][A] & string}`;
}[ServerArea];
