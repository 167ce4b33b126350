import { z } from "zod";
import { okEnvelope } from "./envelope";

export const locationSchema = z.object({ _id: z.string(), state: z.string(), cities: z.array(z.string()) });
export const listLocationsResponse = okEnvelope(z.array(locationSchema));

export type Location = z.infer<typeof locationSchema>;
