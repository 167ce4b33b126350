import { listLocationsResponse } from "../contracts/locations";
import { endpoint } from "./endpoint";

export const listLocations = endpoint({
  method: "GET",
  path: "/location",
  summary: "States of India with their cities",
  response: listLocationsResponse,
});
