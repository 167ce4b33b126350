import { languageResponse, saveLanguageBody } from "../contracts/language";
import { notificationPreferencesResponse, savePreferencesBody } from "../contracts/preferences";
import { getUserResponse, updateProfileBody, updateProfileResponse } from "../contracts/users";
import { endpoint } from "./endpoint";
import { memberIdParams } from "./params";

export const getUser = endpoint({
  method: "GET",
  path: "/users/:id",
  summary: "A member's profile as the caller may see it",
  params: memberIdParams,
  response: getUserResponse,
  errors: [404],
});

export const getNotificationPreferences = endpoint({
  method: "GET",
  path: "/users/me/notification-preferences",
  summary: "The caller's notification preferences (defaults when never saved)",
  response: notificationPreferencesResponse,
});

export const putNotificationPreferences = endpoint({
  method: "PUT",
  path: "/users/me/notification-preferences",
  summary: "Replace the caller's notification preferences (channels per category, quiet hours)",
  body: savePreferencesBody,
  response: notificationPreferencesResponse,
  errors: [400],
});

export const updateMyProfile = endpoint({
  method: "PATCH",
  path: "/users/me",
  summary: "Change the caller's own profile: their UPI ID (blank removes it)",
  body: updateProfileBody,
  response: updateProfileResponse,
  errors: [400],
});

export const putMyLanguage = endpoint({
  method: "PUT",
  path: "/users/me/language",
  summary: "Save the caller's language (en or hi): the app, their emails and their pushes follow it",
  body: saveLanguageBody,
  response: languageResponse,
  errors: [400],
});
