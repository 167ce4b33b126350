import { jsonSchemaTransform } from "fastify-type-provider-zod";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

// The OpenAPI transform: zod schemas become JSON schemas, and a multipart endpoint's form (kept on
// its route config by platform/route.ts, since the handler parses the parts itself) is documented
// as its `multipart/form-data` request body, file fields as binary strings.
export function openApiTransform(input: TransformInput) {
  const form = input.route.config?.multipartForm;
  if (!form) return jsonSchemaTransform(input);
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, body: form } });
}
