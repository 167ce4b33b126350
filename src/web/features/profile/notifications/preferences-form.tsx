import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPreferences,
  type PreferenceSettings,
} from "@shared/contracts/preferences";
import { MESSAGE_EMAIL_AFTER_MINUTES } from "@shared/limits";
import { BellRing, CheckCheck, Moon } from "lucide";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/button";
import { Field, inputClasses, Switch } from "../../../components/form-controls";
import { TitledSection } from "../../../components/titled-section";
import { useLanguage, useMessages } from "../../../lib/i18n";
import { formatNumber } from "../../../lib/i18n/format";
import { CATEGORY_KEYS } from "../account-words";
import { ChannelSwitch } from "./channel-switch";

const CHANNEL_KEYS = {
  push: { name: "push", switch: "byPush" },
  email: { name: "email", switch: "byEmail" },
} as const satisfies Record<NotificationChannel, unknown>;

// The two ends of quiet hours, each a time of day in India.
const QUIET_ENDS = [
  { end: "start", id: "from", label: "from" },
  { end: "end", id: "to", label: "to" },
] as const;

/**
 * The four kinds x push and email, then quiet hours, then the chat's read receipts (issue 28); Save
 * sends the whole choice. Every kind has both: messages by email are one digest per chat left
 * unread (ADR 0017 "Preferences and quiet hours"), which the kind's hint tells.
 */
export function PreferencesForm({
  initial,
  busy,
  onSave,
}: {
  initial: PreferenceSettings;
  busy: boolean;
  onSave: (prefs: PreferenceSettings) => void;
}) {
  const t = useMessages("account");
  const language = useLanguage();
  const [prefs, setPrefs] = useState(initial);
  const ids = useId();
  const quiet = prefs.quietHours;

  const setChannel = (category: NotificationCategory, channel: NotificationChannel, on: boolean) =>
    setPrefs((p) => ({
      ...p,
      channels: { ...p.channels, [category]: { ...p.channels[category], [channel]: on } },
    }));
  const setQuiet = (change: Partial<NotificationPreferences["quietHours"]>) =>
    setPrefs((p) => ({ ...p, quietHours: { ...p.quietHours, ...change } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(prefs);
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TitledSection title={t("channelsTitle")} icon={BellRing} size="form">
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="text-sm text-gray-600">
              <th scope="col" className="pb-2 font-semibold">
                {t("kind")}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="w-20 pb-2 text-center font-semibold">
                  {t(CHANNEL_KEYS[channel].name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {NOTIFICATION_CATEGORIES.map((category) => (
              <tr key={category}>
                <th scope="row" className="py-3 pr-3 font-normal">
                  <span className="block text-base font-medium text-gray-900">
                    {t(CATEGORY_KEYS[category].name)}
                  </span>
                  <span className="block text-sm text-gray-600">
                    {t(CATEGORY_KEYS[category].hint, {
                      // Only the messages' hint has it: by email once a chat stays unread this long (ADR 0017).
                      minutes: formatNumber(language, MESSAGE_EMAIL_AFTER_MINUTES),
                    })}
                  </span>
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel} className="py-3 text-center">
                    <ChannelSwitch
                      label={t(CHANNEL_KEYS[channel].switch, { category: t(CATEGORY_KEYS[category].name) })}
                      checked={prefs.channels[category][channel]}
                      onChange={(on) => setChannel(category, channel, on)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TitledSection>

      <TitledSection title={t("quietTitle")} icon={Moon} size="form" className="space-y-4">
        <Switch
          id={`${ids}-quiet`}
          label={t("quietSwitch")}
          checked={quiet.enabled}
          onChange={(enabled) => setQuiet({ enabled })}
          describedBy={`${ids}-quiet-hint`}
        />
        <p id={`${ids}-quiet-hint`} className="text-sm text-gray-600">
          {t("quietHint")}
        </p>
        <div className="grid grid-cols-2 gap-3">
          {QUIET_ENDS.map(({ end, id, label }) => (
            <Field key={end} id={`${ids}-${id}`} label={t(label)} hint={t("indiaTime")}>
              <input
                id={`${ids}-${id}`}
                type="time"
                required
                disabled={!quiet.enabled}
                value={quiet[end]}
                onChange={(e) => setQuiet({ [end]: e.target.value })}
                className={inputClasses}
              />
            </Field>
          ))}
        </div>
      </TitledSection>

      <TitledSection title={t("readReceiptsTitle")} icon={CheckCheck} size="form" className="space-y-2">
        <Switch
          id={`${ids}-receipts`}
          label={t("readReceiptsLabel")}
          checked={prefs.readReceipts}
          onChange={(readReceipts) => setPrefs((p) => ({ ...p, readReceipts }))}
          describedBy={`${ids}-receipts-hint`}
        />
        <p id={`${ids}-receipts-hint`} className="text-sm text-gray-600">
          {t("readReceiptsHint")}
        </p>
      </TitledSection>

      <Button type="submit" size="lg" fullWidth busy={busy}>
        {t("save")}
      </Button>
    </form>
  );
}
