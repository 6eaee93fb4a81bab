import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildDir } from "../../config/build-dir";

export interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before it answered`);
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${what} did not answer ${url} within 20 s`);
}

/** Waits for `started`; a process that did not start is killed, not left running after the benchmark. */
export async function startedOrKilled(started: Promise<void>, child: ChildProcess): Promise<void> {
  try {
    await started;
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
}

export function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    // A process stopped by a signal has no exit code, only the signal: stopping it twice must not wait forever.
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  };
}

/** Our built server (`<build>/server.js`, as `npm run serve` runs it), with logging on, written to a file, and metrics on, as in production. */
export async function startApp(env: Record<string, string>, logFile: string): Promise<Running> {
  const port = await freePort();
  await mkdir(path.dirname(logFile), { recursive: true });
  const { closeSync, openSync } = await import("node:fs");
  const log = openSync(logFile, "w");
  const child = spawn(process.execPath, ["--enable-source-maps", path.join(buildDir(), "server.js")], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      PUBLIC_BASE_URL: "https://www.bestelwijs.example",
      LOG_LEVEL: "info",
      // Metrics on, as in production (docs/deploy.md): every answer is observed.
      METRICS_PORT: String(await freePort()),
    },
    stdio: ["ignore", log, log],
  });
  closeSync(log); // the child has its own copy
  const url = `http://127.0.0.1:${port}`;
  await startedOrKilled(waitFor(`${url}/readyz`, child, "the server"), child);
  return { url, pid: child.pid!, stop: stopper(child) };
}

/** nginx serving the very same JSON bytes, as the yardstick. */
export async function startNginx(body: string, workDir: string): Promise<Running> {
  const port = await freePort();
  await mkdir(path.join(workDir, "html"), { recursive: true });
  await writeFile(path.join(workDir, "html", "downloads.json"), body);
  await writeFile(
    path.join(workDir, "nginx.conf"),
    `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${workDir}/access.log;
  client_body_temp_path ${workDir}/tmp; proxy_temp_path ${workDir}/tmp; fastcgi_temp_path ${workDir}/tmp; uwsgi_temp_path ${workDir}/tmp; scgi_temp_path ${workDir}/tmp;
  server {
    listen 127.0.0.1:${port};
    location = /api/home/v1/downloads { default_type application/json; alias ${workDir}/html/downloads.json; }
  }
}
`,
  );
  await mkdir(path.join(workDir, "tmp"), { recursive: true });
  // nginx's workers run as an unprivileged user; mkdtemp folders are private to us.
  for (let dir = workDir; dir !== path.dirname(dir) && dir.startsWith(path.dirname(path.dirname(workDir))); dir = path.dirname(dir)) await chmod(dir, 0o755);
  const child = spawn("nginx", ["-c", path.join(workDir, "nginx.conf"), "-p", workDir, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/home/v1/downloads`, child, "nginx");
  return { url, pid: child.pid!, stop: stopper(child) };
}

/**
 * CPU time a process has used so far (user and system), in seconds, from /proc (Linux; the
 * kernel counts in clock ticks of 1/100 s). Per answer, it tells two servers apart on a busy
 * machine, where requests per second mostly measure who got the cores.
 */
export async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).replace(/^.*\) /s, "").split(" ");
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command's closing parenthesis.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process in MB, from /proc (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
