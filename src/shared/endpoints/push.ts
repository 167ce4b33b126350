import {
  pushEndpointBody,
  pushKeyResponse,
  pushRemovedResponse,
  pushSubscriptionBody,
  pushSubscriptionResponse,
} from "../contracts/push";
import { endpoint } from "./endpoint";

// Web push: the browser subscribes with the server's public key, then hands the subscription over.

export const pushKey = endpoint({
  method: "GET",
  path: "/push/key",
  summary: "The server's VAPID public key, the applicationServerKey of pushManager.subscribe",
  response: pushKeyResponse,
});

export const subscribe = endpoint({
  method: "POST",
  path: "/push/subscriptions",
  summary: "Receive notifications on this device (idempotent by endpoint; one per device)",
  body: pushSubscriptionBody,
  response: pushSubscriptionResponse,
  errors: [400],
});

export const unsubscribe = endpoint({
  method: "DELETE",
  path: "/push/subscriptions",
  summary: "Stop notifications on this device (the caller's own subscription only)",
  body: pushEndpointBody,
  response: pushRemovedResponse,
  errors: [400, 404],
});
