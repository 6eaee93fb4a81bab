import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

/**
 * The CSP every response carries. Pages add the hashes of their own inline scripts
 * (see pageCsp), so 'unsafe-inline' is never needed for scripts.
 */
const BASE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [...BASE_DIRECTIVES, `script-src 'self' ${scriptHashes.join(" ")}`.trim()].join("; ");
}

const STATIC_HEADERS: Record<string, string> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
};

/** Pages set their own CSP; everything else (assets, API, errors) gets the strict base one. */
export function setPageCsp(reply: FastifyReply, scriptHashes: readonly string[]): void {
  reply.header("content-security-policy", contentSecurityPolicy(scriptHashes));
}

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    const baseCsp = contentSecurityPolicy();
    app.addHook("onSend", async (_request, reply, payload) => {
      reply.headers(STATIC_HEADERS);
      if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", baseCsp);
      return payload;
    });
  },
  { name: "security-headers" },
);
