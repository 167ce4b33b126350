// The notification preferences' refusals (PUT /users/me/notification-preferences).
export const PREFERENCE_MESSAGES = {
  badTime: "Quiet hours need times as HH:MM, from 00:00 to 23:59 (India time).",
  sameTimes: "Quiet hours need a start and an end that differ.",
} as const;
