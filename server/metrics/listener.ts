import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Metrics } from "./metrics";

export interface MetricsListener {
  /** Where it listens; port 0 in the configuration becomes the port the system chose. */
  address: AddressInfo;
  close(): Promise<void>;
}

/**
 * The Prometheus endpoint on its own port (METRICS_PORT), apart from the public app: a scrape never
 * waits behind visitors' requests, is never shed by back-pressure, and cannot be reached through
 * the public port or the proxy in front of it. Plain node:http: one route, no hooks.
 */
export async function listenForMetrics(metrics: Metrics, { port, host }: { port: number; host: string }): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = request.url?.split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Only GET /metrics is served here.\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end(`Collecting the metrics failed: ${(error as Error).message}\n`);
      },
    );
  });
  // A scraper keeps its connection open between scrapes; closing must not wait for it.
  server.keepAliveTimeout = 5000;
  server.listen(port, host);
  await once(server, "listening");
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
