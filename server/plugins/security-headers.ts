import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

/**
 * The CSP every response carries. Pages add the hashes of their own inline scripts
 * (see pageCsp), so 'unsafe-inline' is never needed for scripts.
 */
const BASE_DIRECTIVES: Record<string, readonly string[]> = {
  "default-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "style-src": ["'self'"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/**
 * What Google Tag Manager with GA4 needs once the visitor consents (Google's "Use Tag Manager
 * with a Content Security Policy" guide), plus frame-src for the tag manager's noscript frame.
 * A host allowlist rather than 'strict-dynamic': that would make browsers ignore 'self', and
 * the page script's import from the hashed boot script would no longer be allowed
 * (docs/decisions/013-consent-and-tag-manager.md). Tags that need more (Google Ads, custom
 * HTML) are not supported until their sources are added here.
 */
const TAG_MANAGER_SOURCES: Record<string, readonly string[]> = {
  "script-src": ["https://*.googletagmanager.com"],
  "img-src": ["https://*.googletagmanager.com", "https://*.google-analytics.com"],
  "connect-src": ["https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.google.com"],
  "frame-src": ["https://www.googletagmanager.com"],
};

export interface CspOptions {
  /** CSP source expressions for the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** The build has a container id, so the page may load the tag manager after consent. */
  tagManager?: boolean;
  /** Origins besides this one where a form post may end up: the bucket a download form's 303 leads to. */
  formActions?: readonly string[];
}

export function contentSecurityPolicy({ scriptHashes = [], tagManager = false, formActions = [] }: CspOptions = {}): string {
  const directives = new Map<string, string[]>(Object.entries(BASE_DIRECTIVES).map(([name, sources]) => [name, [...sources]]));
  directives.set("script-src", ["'self'", ...scriptHashes]);
  // Chromium checks form-action on every redirect of a form's navigation, so the download
  // form's 303 to a presigned S3 link needs the bucket's origin here (decision 018).
  directives.set("form-action", ["'self'", ...formActions]);
  if (tagManager) {
    for (const [name, sources] of Object.entries(TAG_MANAGER_SOURCES)) directives.set(name, [...(directives.get(name) ?? []), ...sources]);
  }
  return [...directives].map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
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

/**
 * Where the store's signed download links point, for form-action: nothing beyond 'self' for the
 * local store (its links are this server's); for S3 the origin the SDK presigns for (a custom
 * endpoint path-style, else AWS's virtual-hosted name, or path-style for a bucket name with dots).
 */
export function downloadLinkOrigins(s3: { bucket: string; region: string; endpoint?: string } | undefined): string[] {
  if (!s3) return [];
  if (s3.endpoint) return [new URL(s3.endpoint).origin];
  const region = s3.region.toLowerCase();
  const domain = region.startsWith("cn-") ? "amazonaws.com.cn" : "amazonaws.com";
  const virtualHosted = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(s3.bucket);
  return [virtualHosted ? `https://${s3.bucket}.s3.${region}.${domain}` : `https://s3.${region}.${domain}`];
}

declare module "fastify" {
  interface FastifyInstance {
    /** What every page's CSP adds for this server's configuration (see securityHeaders). */
    pageCspExtras: Pick<CspOptions, "formActions">;
  }
}

/** Pages set their own CSP; everything else (assets, API, errors) gets the strict base one. */
export function setPageCsp(reply: FastifyReply, options: CspOptions): void {
  reply.header("content-security-policy", contentSecurityPolicy({ ...reply.server.pageCspExtras, ...options }));
}

export interface SecurityHeadersOptions {
  /** Origins of the download links (downloadLinkOrigins), allowed as form-action on pages. */
  formActions?: readonly string[];
}

const BASE_CSP = contentSecurityPolicy();

/**
 * The headers every answer carries; a page's own CSP, set before, is kept. Also called directly
 * for answers Fastify makes before routing (a malformed address): those go through a context
 * built before any plugin, so this plugin's onSend hook never sees them.
 */
export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(STATIC_HEADERS);
  if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", BASE_CSP);
}

/** The same headers as fields, for an answer written to the socket before any request exists (server/errors.ts). */
export function securityHeaderFields(): Record<string, string> {
  return { ...STATIC_HEADERS, "content-security-policy": BASE_CSP };
}

export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { formActions = [] }) => {
    app.decorate("pageCspExtras", { formActions });
    // A callback hook, not an async one: it runs on every response, and a promise per
    // response was measurable in the catalogue's throughput (npm run bench:api).
    app.addHook("onSend", (_request, reply, payload, done) => {
      applySecurityHeaders(reply);
      done(null, payload);
    });
  },
  { name: "security-headers" },
);
