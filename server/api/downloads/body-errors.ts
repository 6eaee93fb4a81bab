import { Ajv, type ErrorObject } from "ajv";
import { ApiError } from "../../error-messages";

/**
 * Fastify's default validator strips unknown keys and coerces types; the downloads body must
 * refuse both, so this route validates with a strict instance of its own.
 */
const strict = new Ajv({ allErrors: false, removeAdditional: false, coerceTypes: false, useDefaults: false, strict: false });

export const strictValidatorCompiler = ({ schema }: { schema: object }) => strict.compile(schema);

/** Turns the first schema error into a sentence; the error handler answers it with 400 in the visitor's language. */
export function bodyErrorFormatter(errors: ErrorObject[]): Error {
  const [first] = errors;
  if (first?.keyword === "additionalProperties") return new ApiError(400, "downloadsBodyUnknownField", { field: String(first.params.additionalProperty) });
  if (first?.keyword === "required") return new ApiError(400, "downloadsBodyNoPath");
  if (first?.instancePath === "/path" && first.keyword === "type") return new ApiError(400, "downloadsPathNotString");
  if (first?.instancePath === "/path") return new ApiError(400, "downloadsPathLength");
  return new ApiError(400, "downloadsBodyShape");
}
