import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CHAT_MESSAGES,
  conversationResponse,
  sendMessageBody,
  sendMessageResponse,
} from "../../../shared/contracts/chat";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { requireViewer } from "../../platform/auth-guard";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { conversation, presentDirectMessage, sendDirectMessage } from "./direct-service";

const userParams = z.object({ userId: z.string() });
const errors = { 400: errorEnvelope, 404: errorEnvelope };

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["chat"];

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
      const row = await sendDirectMessage(
        db,
        requireViewer(request).userId,
        request.params.userId,
        request.body.content,
      );
      return { success: true as const, message: CHAT_MESSAGES.sent, data: presentDirectMessage(row) };
    },
  );

  app.get(
    "/message/conversation/:userId",
    {
      schema: {
        tags,
        summary: "The conversation with one member",
        params: userParams,
        response: { 200: conversationResponse, ...errors },
      },
    },
    async (request) => {
      const rows = await conversation(db, requireViewer(request).userId, request.params.userId);
      return { success: true as const, data: rows.map(presentDirectMessage) };
    },
  );
};
