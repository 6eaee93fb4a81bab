import { Ajv, type ErrorObject } from "ajv";

/**
 * Fastify's default validator strips unknown keys and coerces types; the downloads body must
 * refuse both, so this route validates with a strict instance of its own.
 */
const strict = new Ajv({ allErrors: false, removeAdditional: false, coerceTypes: false, useDefaults: false, strict: false });

export const strictValidatorCompiler = ({ schema }: { schema: object }) => strict.compile(schema);

/** Turns the first schema error into a sentence; Fastify answers it with 400. */
export function bodyErrorFormatter(errors: ErrorObject[]): Error {
  const [first] = errors;
  let message = 'The body must be a JSON object like {"path": "win/2.5.0/setup.exe"}.';
  if (first?.keyword === "additionalProperties") message = `The body has an unknown field "${String(first.params.additionalProperty)}"; only "path" is allowed.`;
  else if (first?.keyword === "required") message = 'The body needs a "path" field naming the file to download.';
  else if (first?.instancePath === "/path" && first.keyword === "type") message = 'The "path" field must be a string.';
  else if (first?.instancePath === "/path") message = 'The "path" field must be 1 to 300 characters long.';
  return new Error(message);
}
