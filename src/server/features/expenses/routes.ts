import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/expenses";
import { EXPENSE_MESSAGES } from "../../../shared/texts";
import { done, ok, okWithMessage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { markReceived, recordPayment, withdrawPayment } from "./payments-service";
import { presentCosts, presentExpense, presentPayment } from "./presenter";
import { addExpense, changeExpense, costsOf, deleteExpense } from "./service";

// A group's costs (issue 28 item 7, ADR 0034). Writes are limited like messages: a member adds a
// handful of expenses in a minute, never hundreds.
export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, events } = app.deps;
  const tags = ["expenses"];
  const config = { rateLimit: RATE_LIMITS.messages };

  route(app, endpoints.costs, {
    tags,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const costs = await costsOf({ db, viewerId, eventId: request.params.eventId });
      return ok(presentCosts(storage, costs));
    },
  });

  route(app, endpoints.addExpense, {
    tags,
    config,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const { eventId } = request.params;
      const { expense, circle } = await addExpense({ db, events, viewerId, eventId, input: request.body });
      return okWithMessage(EXPENSE_MESSAGES.added, presentExpense(expense, viewerId, circle));
    },
  });

  route(app, endpoints.changeExpense, {
    tags,
    config,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const { eventId, expenseId } = request.params;
      const { expense, circle } = await changeExpense({
        ...{ db, events, viewerId, eventId, expenseId },
        input: request.body,
      });
      return okWithMessage(EXPENSE_MESSAGES.changed, presentExpense(expense, viewerId, circle));
    },
  });

  route(app, endpoints.deleteExpense, {
    tags,
    config,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const { eventId, expenseId } = request.params;
      await deleteExpense({ db, events, viewerId, eventId, expenseId });
      return done(EXPENSE_MESSAGES.deleted);
    },
  });

  route(app, endpoints.recordPayment, {
    tags,
    config,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const { eventId } = request.params;
      const { payment } = await recordPayment({ db, events, viewerId, eventId, input: request.body });
      return okWithMessage(EXPENSE_MESSAGES.paymentRecorded, presentPayment(payment, viewerId));
    },
  });

  route(app, endpoints.markPaymentReceived, {
    tags,
    config,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const { eventId, paymentId } = request.params;
      const { payment } = await markReceived({ db, events, viewerId, eventId, paymentId });
      return okWithMessage(EXPENSE_MESSAGES.received, presentPayment(payment, viewerId));
    },
  });

  route(app, endpoints.withdrawPayment, {
    tags,
    config,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const { eventId, paymentId } = request.params;
      await withdrawPayment({ db, events, viewerId, eventId, paymentId });
      return done(EXPENSE_MESSAGES.withdrawn);
    },
  });
};
