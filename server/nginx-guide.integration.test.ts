import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect } from "node:tls";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestCertificate, type TestCertificate } from "../tests/support/test-certificate";
import { buildTestApp } from "../tooling/app/test-app";
import { freePort } from "../tooling/servers/free-port";
import { Nginx, testNginxConfig, type WholeGuideOptions, writeWholeGuide } from "../tooling/servers/nginx";

/*
 * The nginx configuration of docs/deploy.md, every line of it, on the nginx the tooling installs
 * (Debian 12's 1.22): it must load as an operator copies it, and serve the site through TLS. The
 * other nginx tests run only its rules on a plain listener (tooling/servers/nginx.ts).
 */

let work: string;
let app: FastifyInstance;
let certificate: TestCertificate;
let nginx: Nginx;
let options: WholeGuideOptions;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "bestelwijs-nginx-guide-"));
  certificate = await makeTestCertificate(["www.example.nl", "www.example.com"]);
  const keyFile = path.join(work, "key.pem");
  await writeFile(keyFile, certificate.key, { mode: 0o644 });
  app = await buildTestApp({ trustProxy: true });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const replica = `127.0.0.1:${(app.server.address() as { port: number }).port}`;
  options = {
    httpPort: await freePort(),
    httpsPort: await freePort(),
    upstreams: [replica],
    certificateFile: certificate.certFile,
    keyFile,
    workDir: path.join(work, "nginx"),
  };
  nginx = await Nginx.startWholeGuide(options);
});
afterAll(async () => {
  await nginx?.stop();
  await app?.close();
  await certificate?.remove();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A GET over TLS to nginx's HTTPS listener, trusting only the test certificate, with the Host a visitor's browser sends. */
function getHttps(pathname: string, host: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      { host: "127.0.0.1", port: options.httpsPort, path: pathname, headers: { host }, servername: host, ca: certificate.cert, agent: false },
      (incoming) => {
        let body = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => void (body += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("the nginx configuration of docs/deploy.md, whole", () => {
  it("loads on the installed nginx (nginx -t)", async () => {
    const mainFile = await writeWholeGuide({ ...options, workDir: path.join(work, "checked") });
    const checked = await testNginxConfig(mainFile, path.join(work, "checked"));
    expect(checked.output).toContain("test is successful");
    expect(checked.output).not.toMatch(/\[(warn|emerg)\]/);
    expect(checked.loads).toBe(true);
  });

  it("serves the site over TLS with the language of the host the visitor asked for", async () => {
    const dutch = await getHttps("/", "www.example.nl");
    expect(dutch.status).toBe(200);
    expect(dutch.headers["content-language"]).toBe("nl-NL");
    expect(dutch.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    const english = await getHttps("/", "www.example.com");
    expect(english.headers["content-language"]).toBe("en");
  });

  it("offers HTTP/2 to a browser that asks for it (ALPN)", async () => {
    const chosen = await new Promise<string | false>((resolve, reject) => {
      const socket = connect(
        { host: "127.0.0.1", port: options.httpsPort, servername: "www.example.nl", ca: certificate.cert, ALPNProtocols: ["h2", "http/1.1"] },
        () => {
          resolve(socket.alpnProtocol ?? false);
          socket.end();
        },
      );
      socket.on("error", reject);
    });
    expect(chosen).toBe("h2");
  });

  it("redirects plain HTTP to https:// on the host the guide names, never one the request names", async () => {
    // fetch() sends the URL's host whatever a test sets; node:http sends the Host a visitor's request names.
    const asked = (host: string) =>
      new Promise<[number, string | undefined]>((resolve, reject) => {
        const outgoing = httpRequest(`${nginx.url}/prijzen?x=1`, { headers: { host }, agent: false }, (incoming) => {
          incoming.resume();
          resolve([incoming.statusCode ?? 0, incoming.headers.location]);
        });
        outgoing.on("error", reject);
        outgoing.end();
      });
    expect(await asked("www.example.nl")).toEqual([301, "https://www.example.nl/prijzen?x=1"]);
    expect(await asked("www.example.com")).toEqual([301, "https://www.example.com/prijzen?x=1"]);
    expect(await asked("evil.example")).toEqual([301, "https://www.example.com/prijzen?x=1"]);
  });
});
