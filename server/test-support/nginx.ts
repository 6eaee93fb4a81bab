import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort, waitFor } from "./free-port";

export const NGINX_INSTALL_HINT = "nginx is not installed: run `apt-get install -y nginx` (Debian/Ubuntu), or `bash .ci/run`, which installs it.";

/**
 * The load balancer of docs/deploy.md, on loopback: the guide's own proxy rules (proxyRules), only
 * the listen address, the upstreams, TLS and the temporary paths differ.
 */
export function nginxConfig(options: { port: number; upstreams: string[]; workDir: string }): string {
  const { port, upstreams, workDir } = options;
  return `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${workDir}/tmp; proxy_temp_path ${workDir}/tmp; fastcgi_temp_path ${workDir}/tmp; uwsgi_temp_path ${workDir}/tmp; scgi_temp_path ${workDir}/tmp;
${upstreamBlock(upstreams)}
  server {
    listen 127.0.0.1:${port};
${proxyRules()}
  }
}
`;
}

/** The replicas; a refused connection marks one down for 10 s and the request goes to the next. */
export function upstreamBlock(upstreams: string[]): string {
  return `  upstream bestelwijs {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 64;
  }`;
}

const DEPLOY_GUIDE = path.resolve(import.meta.dirname, "../../docs/deploy.md");

/**
 * The `location / { … }` block of the nginx configuration in docs/deploy.md, as the guide prints
 * it: what the tests run through is what an operator copies, and a change to the guide is tested
 * at once. Read from the guide's ```nginx block, from `location / {` to its closing brace.
 */
export function proxyRules(guide = readFileSync(DEPLOY_GUIDE, "utf8")): string {
  const config = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  const start = config?.search(/^[ \t]*location \/ \{/m) ?? -1;
  if (config === undefined || start === -1) throw new Error(`${DEPLOY_GUIDE} has no \`location / {\` block in its nginx configuration`);
  let depth = 0;
  for (let at = config.indexOf("{", start); at < config.length; at++) {
    if (config[at] === "{") depth++;
    else if (config[at] === "}" && --depth === 0) return config.slice(start, at + 1);
  }
  throw new Error(`the \`location / {\` block in ${DEPLOY_GUIDE} is not closed`);
}

export class Nginx {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(upstreams: string[], workDir: string): Promise<Nginx> {
    const port = await freePort();
    await mkdir(path.join(workDir, "tmp"), { recursive: true });
    await writeFile(path.join(workDir, "nginx.conf"), nginxConfig({ port, upstreams, workDir }));
    // nginx's workers run as an unprivileged user; mkdtemp folders are private to us.
    for (let dir = workDir; dir !== path.dirname(dir) && dir !== "/tmp"; dir = path.dirname(dir)) await chmod(dir, 0o755);
    const child = spawn("nginx", ["-c", path.join(workDir, "nginx.conf"), "-p", workDir, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => void (output += chunk.toString()));
    const spawned = await new Promise<boolean>((resolve) => {
      child.once("spawn", () => resolve(true));
      child.once("error", () => resolve(false));
    });
    if (!spawned) throw new Error(NGINX_INSTALL_HINT);
    const url = `http://127.0.0.1:${port}`;
    await waitFor(
      "nginx",
      async () => child.exitCode === null && (await fetch(`${url}/livez`)).ok,
      15_000,
      () => output,
    );
    return new Nginx(child, url);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const gone = new Promise((resolve) => this.child.once("exit", resolve));
    this.child.kill("SIGTERM");
    await gone;
  }
}
