import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { freePort, HelperExited, onOutput, waitFor } from "./free-port";

/*
 * moto's S3 server on 127.0.0.1, started and stopped by the tests. Unlike s3rver it enforces
 * conditional writes (If-None-Match: *, If-Match), as AWS S3, MinIO and R2 do, so races between
 * publishers are tested against a server that says no (docs/decisions/023-conditional-writes-and-read-through.md).
 */

export const MOTO_INSTALL_HINT =
  'moto\'s S3 server is not installed: run `python3 -m pip install "moto[server]"` (the tests start it under python3; on Debian add --break-system-packages, or use a venv), or `bash .ci/run`, which installs it.';

export const MOTO_CREDENTIALS = { AWS_ACCESS_KEY_ID: "testing", AWS_SECRET_ACCESS_KEY: "testing", AWS_REGION: "eu-west-1" } as const;

/**
 * The S3 time limits of a store that talks to moto: well above a busy machine's scheduling delays
 * (a 300 ms connect to moto timed out with two cores loaded), so only a hang reaches them. A store
 * that is down refuses the connection at once; tests of the limits themselves use a silent server.
 */
export const MOTO_TIME_LIMITS = { connectTimeoutMs: 5000, requestTimeoutMs: 10_000, maxAttempts: 2 } as const;

/** How long moto may take to answer after it starts: Python importing moto on two loaded cores took over 30 s. */
const MOTO_START_LIMIT_MS = 90_000;

/**
 * moto's server under a launcher that makes each write one step, as S3 does
 * (moto-with-atomic-writes.py says why): unpatched, two conditional PUTs at once can both land.
 */
const MOTO_COMMANDS = [["python3", fileURLToPath(new URL("./moto-with-atomic-writes.py", import.meta.url))]];

/** How to run moto's server here: its own command, or the module under python3. Checked once per process. */
let found: string[] | undefined;
function motoCommand(candidates: string[][]): string[] {
  if (found && candidates === MOTO_COMMANDS) return found;
  for (const candidate of candidates) {
    const check = spawnSync(candidate[0]!, [...candidate.slice(1), "--help"], { stdio: "ignore", timeout: MOTO_START_LIMIT_MS });
    if (check.status === 0) return candidates === MOTO_COMMANDS ? (found = candidate) : candidate;
    // Installed but slow (a loaded machine): say so, instead of sending the reader off to install it.
    if (check.signal !== null && (check.error as NodeJS.ErrnoException | undefined)?.code !== "ENOENT") {
      throw new Error(
        `\`${candidate.join(" ")} --help\` did not finish within ${MOTO_START_LIMIT_MS / 1000} s (killed by ${check.signal}): moto is there but the machine is too busy to start it.`,
      );
    }
  }
  throw new Error(MOTO_INSTALL_HINT);
}

export class MotoServer {
  private process: ChildProcess | null = null;
  private output = "";

  private constructor(
    readonly port: number,
    private readonly command: string[],
  ) {}

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts moto on a free loopback port; throws MOTO_INSTALL_HINT when moto is missing. */
  static async start(commands = MOTO_COMMANDS): Promise<MotoServer> {
    const server = new MotoServer(await freePort(), motoCommand(commands));
    await server.resume();
    return server;
  }

  /** (Re)starts the server on its port; after stop() the buckets are gone, as moto keeps them in memory. */
  async resume(): Promise<void> {
    if (this.process) return;
    const [program, ...args] = this.command;
    const child = spawn(program!, [...args, "-H", "127.0.0.1", "-p", String(this.port)], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...MOTO_CREDENTIALS },
    });
    this.process = child;
    child.stdout?.on("data", (chunk: Buffer) => void (this.output = (this.output + chunk.toString()).slice(-8000)));
    child.stderr?.on("data", (chunk: Buffer) => void (this.output = (this.output + chunk.toString()).slice(-8000)));
    child.once("exit", () => {
      if (this.process === child) this.process = null;
    });
    await waitFor(
      `moto on port ${this.port}`,
      async () => {
        if (this.process !== child) throw new HelperExited(`moto exited before it answered:\n${this.output.slice(-2000)}`);
        return (await fetch(`${this.endpoint}/moto-api/`)).status < 500;
      },
      MOTO_START_LIMIT_MS,
      () => this.output,
      // moto logs "Running on http://127.0.0.1:…" once it listens.
      onOutput(child.stdout, child.stderr),
    );
  }

  /** Stops the server, so that the store is down: connections are refused. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    this.process = null;
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const forced = setTimeout(() => child.kill("SIGKILL"), 3000);
    await gone;
    clearTimeout(forced);
  }

  client(): S3Client {
    return new S3Client({
      region: MOTO_CREDENTIALS.AWS_REGION,
      endpoint: this.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: MOTO_CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: MOTO_CREDENTIALS.AWS_SECRET_ACCESS_KEY },
    });
  }

  /** The environment that points the release CLI (or a server) at `bucket` on this server, with moto's time limits. */
  releaseEnv(bucket: string, prefix = "desktop/"): Record<string, string> {
    return {
      RELEASE_STORE: "s3",
      S3_BUCKET: bucket,
      S3_PREFIX: prefix,
      S3_ENDPOINT: this.endpoint,
      S3_CONNECT_TIMEOUT_MS: String(MOTO_TIME_LIMITS.connectTimeoutMs),
      S3_REQUEST_TIMEOUT_MS: String(MOTO_TIME_LIMITS.requestTimeoutMs),
    };
  }

  async createBucket(name: string): Promise<void> {
    const client = this.client();
    try {
      await client.send(new CreateBucketCommand({ Bucket: name, CreateBucketConfiguration: { LocationConstraint: MOTO_CREDENTIALS.AWS_REGION } }));
    } finally {
      client.destroy();
    }
  }
}
