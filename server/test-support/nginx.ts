import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort, waitFor } from "./free-port";

export const NGINX_INSTALL_HINT = "nginx is not installed: run `apt-get install -y nginx` (Debian/Ubuntu), or `bash .ci/run`, which installs it.";

/**
 * The load balancer of docs/deploy.md, on loopback: the same proxy rules, only the listen
 * address, the upstreams and the temporary paths differ.
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

/**
 * Every request of this site is safe to send twice (GETs, and a POST that only signs a link), so
 * a replica that stopped accepting hands its request to the other: non_idempotent. Not http_503:
 * a store that is down answers 503 from every replica, and that answer must reach the visitor.
 */
export function proxyRules(): string {
  return `    location / {
      proxy_pass http://bestelwijs;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries 2;
    }`;
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
