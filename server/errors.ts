import type { FastifyError, FastifyInstance } from "fastify";

/** Every error leaves as {"error": "..."}: a sentence a person can read, never a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).type("application/json; charset=utf-8").send({ error: "Something went wrong on our side. Please try again in a moment." });
    }
    return reply.code(status).type("application/json; charset=utf-8").send({ error: clientMessage(error) });
  });
}

/**
 * Outside the API every path answers GET and HEAD (a page or the not-found page), so a request
 * that reaches no route used another method.
 */
export function installMethodNotAllowed(app: FastifyInstance): void {
  app.setNotFoundHandler(async (request, reply) => {
    return reply.code(405).header("allow", "GET, HEAD").send({ error: `${request.method} is not allowed here. Use GET.` });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "The request body must be JSON (Content-Type: application/json).";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_BAD_URL":
      return "The address is not valid.";
    default:
      return error.message.endsWith(".") ? error.message : `${error.message}.`;
  }
}
