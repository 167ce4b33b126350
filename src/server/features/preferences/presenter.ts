import type { PreferenceSettings } from "../../../shared/contracts/preferences";

// The preferences answer as the contract has them (the service already speaks the contract's shape).
export const presentPreferences = (prefs: PreferenceSettings): PreferenceSettings => ({
  channels: prefs.channels,
  quietHours: prefs.quietHours,
  readReceipts: prefs.readReceipts,
});
