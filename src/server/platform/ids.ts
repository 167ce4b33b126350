const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Ids are database UUIDs; anything else names nothing, so callers answer 404 without a query.
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
