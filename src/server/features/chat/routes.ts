import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CHAT_MESSAGES,
  companionsResponse,
  conversationResponse,
  groupMessagesResponse,
  myGroupsResponse,
  pendingResponse,
  readParams,
  sendGroupMessageResponse,
  sendMessageBody,
  sendMessageResponse,
  sinceQuery,
  unreadResponse,
} from "../../../shared/contracts/chat";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { requireViewer } from "../../platform/auth-guard";
import { ok } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { imageUrl } from "../../platform/storage";
import { pendingRequests } from "../events/participants";
import { presentPendingRequest } from "../events/presenter";
import { companions, conversation, presentDirectMessage, sendDirectMessage } from "./direct-service";
import { groupMessages, myGroups, sendGroupMessage } from "./group-service";
import { presentLastMessage } from "./presenter";
import { markRead, unreadCounts } from "./unread-service";

const userParams = z.object({ userId: z.string() });
const errors = { 400: errorEnvelope, 404: errorEnvelope };

const eventParams = z.object({ eventId: z.string() });

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime } = app.deps;
  const tags = ["chat"];
  const presentGroupMessage = (m: Awaited<ReturnType<typeof groupMessages>>[number]) => ({
    _id: m.id,
    senderId: { _id: m.sender.id, name: m.sender.name, avatar: imageUrl(storage, m.sender.avatar) },
    content: m.content,
    createdAt: m.createdAt.toISOString(),
  });

  app.get(
    "/message/getAllFriends",
    {
      schema: {
        tags,
        summary: "Members the caller has exchanged messages with",
        response: { 200: companionsResponse },
      },
    },
    async (request) => {
      const rows = await companions(db, requireViewer(request).userId);
      return {
        success: true as const,
        data: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          avatar: imageUrl(storage, r.avatar),
          location: `${r.city}, ${r.country}`,
          lastMessage: presentLastMessage({
            content: r.lastContent,
            createdAt: r.lastAt,
            fromMe: r.lastFromMe,
            senderName: r.lastFromMe ? "You" : r.name,
          }),
        })),
      };
    },
  );

  app.get(
    "/message/pending",
    {
      schema: {
        tags,
        summary: "Join requests waiting on the caller's events",
        response: { 200: pendingResponse },
      },
    },
    async (request) => {
      const rows = await pendingRequests({ db, viewer: requireViewer(request) });
      return ok({ pendingRequests: rows.map((r) => presentPendingRequest(storage, r)) });
    },
  );

  app.get(
    "/group/my-groups",
    { schema: { tags, summary: "The caller's event groups", response: { 200: myGroupsResponse } } },
    async (request) => {
      const rows = await myGroups(db, requireViewer(request).userId);
      return {
        success: true as const,
        data: rows.map((g) => ({
          _id: g.id,
          groupName: g.groupName,
          eventId: { _id: g.eventId, image: imageUrl(storage, g.image) },
          isHost: g.isHost,
          lastMessage:
            g.lastContent === null
              ? null
              : presentLastMessage({
                  content: g.lastContent,
                  createdAt: g.lastAt!,
                  fromMe: g.lastSenderId === request.viewer?.userId,
                  senderName: g.lastSenderName ?? "",
                }),
        })),
      };
    },
  );

  app.get(
    "/group/messages/:eventId",
    {
      schema: {
        tags,
        summary: "An event group's messages (members only)",
        params: eventParams,
        querystring: sinceQuery,
        response: { 200: groupMessagesResponse, 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const since = request.query.since ? new Date(request.query.since) : undefined;
      const rows = await groupMessages(db, requireViewer(request).userId, request.params.eventId, since);
      return { success: true as const, data: rows.map(presentGroupMessage) };
    },
  );

  app.post(
    "/group/messages/send/:eventId",
    {
      config: { rateLimit: RATE_LIMITS.messages },
      schema: {
        tags,
        summary: "Send to an event group (members only)",
        params: eventParams,
        body: sendMessageBody,
        response: {
          200: sendGroupMessageResponse,
          400: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const sent = await sendGroupMessage(db, viewer.userId, request.params.eventId, request.body.content);
      const message = presentGroupMessage(sent);
      await markRead(db, viewer.userId, { kind: "group", id: sent.groupId });
      await realtime.publish({
        type: "group-message",
        groupId: sent.groupId,
        eventId: request.params.eventId,
        message,
      });
      return { success: true as const, message: CHAT_MESSAGES.sent, data: message };
    },
  );

  app.post(
    "/message/send/:userId",
    {
      config: { rateLimit: RATE_LIMITS.messages },
      schema: {
        tags,
        summary: "Send a direct message",
        params: userParams,
        body: sendMessageBody,
        response: { 200: sendMessageResponse, ...errors },
      },
    },
    async (request) => {
      const viewerId = requireViewer(request).userId;
      const row = await sendDirectMessage(db, viewerId, request.params.userId, request.body.content);
      const message = presentDirectMessage(row);
      await markRead(db, viewerId, { kind: "user", id: row.recipientId! });
      await realtime.publish({ type: "direct-message", message });
      return { success: true as const, message: CHAT_MESSAGES.sent, data: message };
    },
  );

  app.get(
    "/message/conversation/:userId",
    {
      schema: {
        tags,
        summary: "The conversation with one member",
        params: userParams,
        querystring: sinceQuery,
        response: { 200: conversationResponse, ...errors },
      },
    },
    async (request) => {
      const since = request.query.since ? new Date(request.query.since) : undefined;
      const rows = await conversation(db, requireViewer(request).userId, request.params.userId, since);
      return { success: true as const, data: rows.map(presentDirectMessage) };
    },
  );

  app.get(
    "/chat/unread",
    {
      schema: {
        tags,
        summary: "Unread messages per conversation and group",
        response: { 200: unreadResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await unreadCounts(db, requireViewer(request).userId),
    }),
  );

  app.post(
    "/chat/read/:kind/:id",
    {
      schema: {
        tags,
        summary: "Mark a conversation (kind user, the other member's id) or group (kind group) read",
        params: readParams,
        response: { 200: unreadResponse, 404: errorEnvelope },
      },
    },
    async (request) => {
      const viewerId = requireViewer(request).userId;
      await markRead(db, viewerId, request.params);
      return { success: true as const, data: await unreadCounts(db, viewerId) };
    },
  );
};
