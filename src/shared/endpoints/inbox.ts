import { unreadResponse } from "../contracts/chat";
import { notificationsResponse } from "../contracts/notifications";
import { endpoint } from "./endpoint";
import { threadParams } from "./params";

export const notifications = endpoint({
  method: "GET",
  path: "/notifications",
  summary: "The caller's recent notifications, new messages included",
  response: notificationsResponse,
});

export const readNotifications = endpoint({
  method: "POST",
  path: "/notifications/read",
  summary: "Mark the caller's notifications read (message items clear when read in chat)",
  response: notificationsResponse,
});

export const unreadCounts = endpoint({
  method: "GET",
  path: "/chat/unread",
  summary: "Unread messages per conversation and group",
  response: unreadResponse,
});

export const readThread = endpoint({
  method: "POST",
  path: "/chat/read/:kind/:id",
  summary: "Mark a conversation (kind user, the other member's id) or group (kind group) read",
  params: threadParams,
  response: unreadResponse,
  errors: [404],
});
