import type { EndpointDefinition } from "./endpoint";
import * as modules from "./index";

/** Every endpoint definition with its name (`feature.name`), for the checks that go over them all. */
export const allEndpoints: { name: string; endpoint: EndpointDefinition }[] = Object.entries(modules).flatMap(
  ([feature, module]) =>
    typeof module === "object" && module !== null
      ? Object.entries(module as Record<string, EndpointDefinition>).map(([name, endpoint]) => ({
          name: `${feature}.${name}`,
          endpoint,
        }))
      : [],
);

/** The `:name` segments of an endpoint's path, in order. */
export const pathParamNames = (endpoint: EndpointDefinition): string[] =>
  [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
