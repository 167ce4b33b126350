import { eventPreviewResponse } from "../contracts/share-card";
import { endpoint } from "./endpoint";
import { eventIdParams } from "./params";

// A link worth sharing (issue 27 item 5, ADR 0031).

export const eventPreview = endpoint({
  method: "GET",
  path: "/events/:id/preview",
  summary: "What a shared link shows before sign-in (approved upcoming experiences only; no account)",
  params: eventIdParams,
  response: eventPreviewResponse,
  errors: [404],
});
