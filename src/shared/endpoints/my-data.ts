import { messageResponse } from "../contracts/events";
import { dataExportCreatedResponse, dataExportResponse, deleteAccountBody } from "../contracts/my-data";
import { endpoint } from "./endpoint";
import { exportParams, memberIdParams, REFUSALS } from "./params";

// A member's own data (ADR 0025): a copy to download, and the deletion of the account. The member acts
// on /users/me; an admin acts for a member, on the member's request, on /admin/users/:id.

export const requestExport = endpoint({
  method: "POST",
  path: "/users/me/data-export",
  summary: "Ask for a copy of my data (a ZIP prepared in the background, offered for 24 hours)",
  response: dataExportCreatedResponse,
  status: 201,
  errors: [401],
});

export const latestExport = endpoint({
  method: "GET",
  path: "/users/me/data-export",
  summary: "My latest copy and how far it is (null when none was asked for)",
  response: dataExportResponse,
  errors: [401],
});

export const downloadExport = endpoint({
  method: "GET",
  path: "/data-exports/:id/download",
  summary: "Download a ready copy (only who asked for it; 404 once expired)",
  params: exportParams,
  errors: [401, 404],
});

export const deleteAccount = endpoint({
  method: "POST",
  path: "/users/me/delete",
  summary: "Delete my account (type the confirmation word); signs out every device at once",
  body: deleteAccountBody,
  response: messageResponse,
  errors: [400, 401, 409],
});

export const adminRequestExport = endpoint({
  method: "POST",
  path: "/admin/users/:id/data-export",
  summary: "Ask for a copy of a member's data on their request (the admin downloads it)",
  params: memberIdParams,
  response: dataExportCreatedResponse,
  status: 201,
  errors: REFUSALS,
});

export const adminLatestExport = endpoint({
  method: "GET",
  path: "/admin/users/:id/data-export",
  summary: "The latest copy of a member's data that this admin asked for",
  params: memberIdParams,
  response: dataExportResponse,
  errors: REFUSALS,
});

export const adminDeleteAccount = endpoint({
  method: "POST",
  path: "/admin/users/:id/delete",
  summary: "Delete a member's account on their request (type the confirmation word)",
  params: memberIdParams,
  body: deleteAccountBody,
  response: messageResponse,
  errors: REFUSALS,
});
