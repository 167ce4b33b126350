import { z } from "zod";
import { messageResponse } from "../contracts/events";
import {
  costsResponse,
  expenseBody,
  expenseResponse,
  paymentBody,
  paymentResponse,
} from "../contracts/expenses";
import { EXPENSE_MESSAGES, GROUP_MESSAGES } from "../texts";
import { endpoint } from "./endpoint";
import { groupParams, REFUSALS, uuidParam } from "./params";

// A group's costs, split and settled (issue 28 item 7, ADR 0034). The group is named by its event,
// as the group chat's endpoints name it; only its host and the members who went reach them.

const expenseParams = z.object({
  eventId: uuidParam(GROUP_MESSAGES.notFound),
  expenseId: uuidParam(EXPENSE_MESSAGES.expenseNotFound),
});
const paymentParams = z.object({
  eventId: uuidParam(GROUP_MESSAGES.notFound),
  paymentId: uuidParam(EXPENSE_MESSAGES.paymentNotFound),
});

export const costs = endpoint({
  method: "GET",
  path: "/group/expenses/:eventId",
  summary: "A group's expenses and payments, each member's balance and the payments that settle them",
  params: groupParams,
  response: costsResponse,
  errors: [403, 404, 409],
});

export const addExpense = endpoint({
  method: "POST",
  path: "/group/expenses/:eventId",
  summary: "Add an expense: what, how much (paise), who paid, split equally or by amounts",
  params: groupParams,
  body: expenseBody,
  response: expenseResponse,
  status: 201,
  errors: REFUSALS,
});

export const changeExpense = endpoint({
  method: "PUT",
  path: "/group/expenses/:eventId/:expenseId",
  summary: "Replace an expense (who added it or the host; not once a later payment was received)",
  params: expenseParams,
  body: expenseBody,
  response: expenseResponse,
  errors: REFUSALS,
});

export const deleteExpense = endpoint({
  method: "DELETE",
  path: "/group/expenses/:eventId/:expenseId",
  summary: "Delete an expense (who added it or the host; not once a later payment was received)",
  params: expenseParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const recordPayment = endpoint({
  method: "POST",
  path: "/group/payments/:eventId",
  summary: "Record a payment the caller made to another member (it counts once they mark it received)",
  params: groupParams,
  body: paymentBody,
  response: paymentResponse,
  status: 201,
  errors: REFUSALS,
});

export const markPaymentReceived = endpoint({
  method: "PATCH",
  path: "/group/payments/:eventId/:paymentId/received",
  summary: "Mark a payment to the caller received (the payee only, once)",
  params: paymentParams,
  response: paymentResponse,
  errors: REFUSALS,
});

export const withdrawPayment = endpoint({
  method: "DELETE",
  path: "/group/payments/:eventId/:paymentId",
  summary: "Take back a payment the caller recorded, while it is not yet received",
  params: paymentParams,
  response: messageResponse,
  errors: REFUSALS,
});
