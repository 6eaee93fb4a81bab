import { request as httpRequest } from "node:http";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request from a chosen loopback address (127.0.0.0/8 is all ours on Linux), so the
 * tests can be many visitors without trusting a client's X-Forwarded-For.
 */
export function send(
  url: string,
  options: { method?: string; body?: unknown; from?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: options.method ?? (payload ? "POST" : "GET"),
        localAddress: options.from,
        agent: false,
        headers: { ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}), ...options.headers },
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => void (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${url} took longer than ${options.timeoutMs ?? 10_000} ms`)));
    request.on("error", reject);
    request.end(payload);
  });
}
