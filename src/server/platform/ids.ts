import { z } from "zod";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Ids are database UUIDs; anything else names nothing, so callers answer 404 without a query.
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

// A path parameter that must be a uuid. Anything else names nothing, so the error handler answers 404
// with `message`, as for a missing row, and no query runs.
export const idParam = (message: string) =>
  z.string().refine(isUuid, { message, params: { notFound: true } });
