import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort, HelperExited, waitFor } from "./free-port";

const NGINX_INSTALL_HINT = "nginx is not installed: run `apt-get install -y nginx` (Debian/Ubuntu), or `bash .ci/run`, which installs it.";

/**
 * The load balancer of docs/deploy.md, on loopback: the guide's own rules (guideRules), only the
 * listen address, the upstreams, TLS and the temporary paths differ.
 */
function nginxConfig(options: { port: number; upstreams: string[]; workDir: string }): string {
  const { port, upstreams, workDir } = options;
  const { httpRules, serverRules } = guideRules();
  const limited = serverRules.replace(LIMIT_RULE, `limit_conn bestelwijs_busy ${inFlightLimit(upstreams.length)};`);
  return `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${workDir}/tmp; proxy_temp_path ${workDir}/tmp; fastcgi_temp_path ${workDir}/tmp; uwsgi_temp_path ${workDir}/tmp; scgi_temp_path ${workDir}/tmp;
${httpRules}
${upstreamBlock(upstreams)}
  server {
    listen 127.0.0.1:${port};
${limited}
  }
}
`;
}

/** The replicas; a refused connection marks one down for 10 s and the request goes to the next. */
function upstreamBlock(upstreams: string[]): string {
  return `  upstream bestelwijs {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 64;
  }`;
}

const DEPLOY_GUIDE = path.resolve(import.meta.dirname, "../../docs/deploy.md");

/** One statement of an nginx configuration: `name args;` or `name args { … }`, as written (comments before it included). */
interface Statement {
  name: string;
  text: string;
  /** What is between the braces of a block. */
  body?: string;
}

/** The statements at the top level of `config`; braces and semicolons inside quotes and comments do not count. */
function statements(config: string): Statement[] {
  const found: Statement[] = [];
  let from = 0;
  let depth = 0;
  let bodyFrom = 0;
  for (let at = 0; at < config.length; at++) {
    const char = config[at];
    if (char === "#") at = config.indexOf("\n", at) === -1 ? config.length : config.indexOf("\n", at);
    else if (char === '"' || char === "'") {
      while (++at < config.length && config[at] !== char) if (config[at] === "\\") at++;
    } else if (char === "{" && depth++ === 0) bodyFrom = at + 1;
    else if ((char === "}" && --depth === 0) || (char === ";" && depth === 0)) {
      const text = config.slice(from, at + 1);
      const name = /^\s*(?:#.*\n\s*)*(\S+)/.exec(text)?.[1] ?? "";
      found.push(char === "}" ? { name, text, body: config.slice(bodyFrom, at) } : { name, text });
      from = at + 1;
    }
  }
  return found;
}

/**
 * The rules of the nginx configuration in docs/deploy.md, as the guide prints them: what the tests
 * run through is what an operator copies, and a change to the guide is tested at once. From the
 * guide's ```nginx block: every top-level statement but the upstream and the servers (the maps and
 * the shed zone: `httpRules`), and the statements of the server that has `location / {`, from that
 * location to the server's end (the proxy rules, the shed limit and nginx's error answers:
 * `serverRules`).
 */
function guideRules(guide = readFileSync(DEPLOY_GUIDE, "utf8")): { httpRules: string; serverRules: string } {
  const config = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  if (config === undefined) throw new Error(`${DEPLOY_GUIDE} has no nginx configuration`);
  const top = statements(config);
  const isProxyLocation = (statement: Statement) => statement.name === "location" && /^\s*(?:#.*\n\s*)*location\s+\/\s*\{/.test(statement.text);
  const inServer = top
    .filter((statement) => statement.name === "server" && statement.body !== undefined)
    .map((server) => statements(server.body ?? ""))
    .find((inside) => inside.some(isProxyLocation));
  if (!inServer) throw new Error(`${DEPLOY_GUIDE} has no server with a \`location / {\` block in its nginx configuration`);
  return {
    httpRules: top
      .filter((statement) => statement.name !== "upstream" && statement.name !== "server")
      .map((statement) => statement.text)
      .join(""),
    serverRules: inServer
      .slice(inServer.findIndex(isProxyLocation))
      .map((statement) => statement.text)
      .join(""),
  };
}

const LIMIT_RULE = /limit_conn bestelwijs_busy (\d+);/;

/**
 * The guide's limit on requests in flight, sized as it says (the replicas times what one serves)
 * for `replicas` replicas instead of the guide's: what one replica gets stays the same.
 */
export function inFlightLimit(replicas: number, guide = readFileSync(DEPLOY_GUIDE, "utf8")): number {
  const { serverRules } = guideRules(guide);
  const config = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1] ?? "";
  const upstream = statements(config).find((statement) => statement.name === "upstream");
  const guideReplicas = statements(upstream?.body ?? "").filter((statement) => statement.name === "server").length;
  const limit = Number(LIMIT_RULE.exec(serverRules)?.[1]);
  if (!guideReplicas || !limit) throw new Error(`${DEPLOY_GUIDE}'s nginx configuration has no \`limit_conn bestelwijs_busy N;\` or no upstream servers`);
  return Math.round((limit / guideReplicas) * replicas);
}

export class Nginx {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  /** The guide's rules (guideRules) on one plain-HTTP loopback listener: what most tests go through. */
  static async start(upstreams: string[], workDir: string): Promise<Nginx> {
    const port = await freePort();
    await mkdir(path.join(workDir, "tmp"), { recursive: true });
    await writeFile(path.join(workDir, "nginx.conf"), nginxConfig({ port, upstreams, workDir }));
    // nginx's workers run as an unprivileged user; mkdtemp folders are private to us.
    for (let dir = workDir; dir !== path.dirname(dir) && dir !== "/tmp"; dir = path.dirname(dir)) await chmod(dir, 0o755);
    const url = `http://127.0.0.1:${port}`;
    return Nginx.run(path.join(workDir, "nginx.conf"), workDir, url, async () => (await fetch(`${url}/livez`)).ok);
  }

  /** The guide's whole configuration (wholeGuideConfig); `url` is its plain-HTTP listener, which only redirects. */
  static async startWholeGuide(options: WholeGuideOptions): Promise<Nginx> {
    const mainFile = await writeWholeGuide(options);
    const url = `http://127.0.0.1:${options.httpPort}`;
    return Nginx.run(mainFile, options.workDir, url, async () => (await fetch(url, { redirect: "manual" })).status === 301);
  }

  private static async run(mainFile: string, workDir: string, url: string, answers: () => Promise<boolean>): Promise<Nginx> {
    const child = spawn("nginx", ["-c", mainFile, "-p", workDir, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => void (output += chunk.toString()));
    const spawned = await new Promise<boolean>((resolve) => {
      child.once("spawn", () => resolve(true));
      child.once("error", () => resolve(false));
    });
    if (!spawned) throw new Error(NGINX_INSTALL_HINT);
    const ready = async () => {
      // nginx that refused its configuration has exited: say why at once instead of waiting out the limit.
      if (child.exitCode !== null) throw new HelperExited(`nginx exited (${child.exitCode}) at start: ${output.trim()}`);
      return answers();
    };
    await waitFor("nginx", ready, 15_000, () => output);
    return new Nginx(child, url);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const gone = new Promise((resolve) => this.child.once("exit", resolve));
    this.child.kill("SIGTERM");
    await gone;
  }
}

export interface WholeGuideOptions {
  httpPort: number;
  httpsPort: number;
  upstreams: string[];
  certificateFile: string;
  keyFile: string;
  workDir: string;
}

/** `text` with `pattern` replaced, which must be there: a guide that changes shape fails here, by name, not as a config nginx reads differently. */
function replaceInGuide(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`${DEPLOY_GUIDE}'s nginx configuration no longer has ${pattern}: update tooling/servers/nginx.ts with it`);
  return text.replace(pattern, replacement);
}

/**
 * The whole nginx configuration of docs/deploy.md, as an operator puts it in
 * /etc/nginx/sites-enabled/: every line of it, with only what is the operator's own replaced: the
 * listen addresses (on loopback), the replicas' addresses and the certificate's paths.
 */
function wholeGuideConfig(options: WholeGuideOptions, guide = readFileSync(DEPLOY_GUIDE, "utf8")): string {
  let config = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  if (config === undefined) throw new Error(`${DEPLOY_GUIDE} has no nginx configuration`);
  const upstream = statements(config).find((statement) => statement.name === "upstream");
  if (!upstream) throw new Error(`${DEPLOY_GUIDE}'s nginx configuration has no upstream`);
  config = config.replace(upstream.text.trimStart(), upstreamBlock(options.upstreams).trimStart());
  config = replaceInGuide(config, /listen 80( default_server)?;/g, `listen 127.0.0.1:${options.httpPort}$1;`);
  config = replaceInGuide(config, /listen 443 ssl http2;/, `listen 127.0.0.1:${options.httpsPort} ssl http2;`);
  config = replaceInGuide(config, /ssl_certificate\s+\S+;/, `ssl_certificate ${options.certificateFile};`);
  return replaceInGuide(config, /ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${options.keyFile};`);
}

/** nginx's main file as Debian's is laid out: the site's configuration included inside `http {}`. */
function mainConfigIncluding(siteFile: string, workDir: string): string {
  return `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${workDir}/tmp; proxy_temp_path ${workDir}/tmp; fastcgi_temp_path ${workDir}/tmp; uwsgi_temp_path ${workDir}/tmp; scgi_temp_path ${workDir}/tmp;
  include ${siteFile};
}
`;
}

/** Writes the whole guide's configuration into `options.workDir`, and returns the main file's path. */
export async function writeWholeGuide(options: WholeGuideOptions): Promise<string> {
  const { workDir } = options;
  await mkdir(path.join(workDir, "tmp"), { recursive: true });
  const siteFile = path.join(workDir, "bestelwijs.conf");
  await writeFile(siteFile, wholeGuideConfig(options));
  const mainFile = path.join(workDir, "nginx.conf");
  await writeFile(mainFile, mainConfigIncluding(siteFile, workDir));
  for (let dir = workDir; dir !== path.dirname(dir) && dir !== "/tmp"; dir = path.dirname(dir)) await chmod(dir, 0o755);
  return mainFile;
}

/** `nginx -t` on a main file: whether the installed nginx loads it, and what it said. */
export function testNginxConfig(mainFile: string, workDir: string): Promise<{ loads: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("nginx", ["-t", "-c", mainFile, "-p", workDir], { stdio: ["ignore", "ignore", "pipe"] });
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => void (output += chunk.toString()));
    child.once("error", () => reject(new Error(NGINX_INSTALL_HINT)));
    child.once("exit", (code) => resolve({ loads: code === 0, output }));
  });
}
