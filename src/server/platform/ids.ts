// Ids are database UUIDs; anything else names nothing, so callers answer 404 without a query. A path
// parameter is checked before its handler runs (`uuidParam` of the shared endpoints); this is for an
// id that comes from elsewhere (a token's claims, a link's query).
export { isUuid } from "../../shared/endpoints/params";
