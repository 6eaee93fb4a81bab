import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildDir } from "../../config/build-dir";
import { Nginx } from "../../tooling/servers/nginx";
import { RedisServer } from "../../tooling/servers/redis";
import { Replica } from "../../tooling/servers/replica";
import { type LoadResult, mixedRequests } from "./api-load";
import { line } from "./api-report";
import { rssMb } from "./api-servers";
import { openLoopLoad } from "./open-loop";

export interface ClusterOptions {
  seconds: number;
  rate: number;
  linksPerMinute: number;
  connections: number;
}

export interface ClusterResult {
  mixed: LoadResult;
  rssMb: number[];
}

/**
 * docs/deploy.md's topology on loopback, measured: nginx in front of two replicas that count
 * their rate limits in one Redis. The releases are one local folder both replicas read (as a
 * shared volume would be): moto, the S3 stand-in of the tests, is a Python mock whose own speed
 * would be measured instead of ours.
 */
export async function runClusterBench(options: ClusterOptions, say: (text: string) => void): Promise<ClusterResult> {
  const work = await mkdtemp(path.join(tmpdir(), "bestelwijs-bench-cluster-"));
  const redis = await RedisServer.start();
  const env = {
    NODE_ENV: "production",
    PUBLIC_BASE_URL: "https://www.bestelwijs.example",
    LOG_LEVEL: "info",
    // nginx (tooling/servers/nginx.ts) connects from loopback: only it may name the visitor.
    TRUST_PROXY: "127.0.0.1",
    BUILD_DIR: buildDir(),
    RELEASE_DIR: path.join(work, "releases"),
    RELEASE_SAMPLES: "true",
    // Production refuses a guessable secret (server/secret-strength.ts): a value shaped like `openssl rand -hex 32` output.
    RELEASE_SIGNING_SECRET: "e2a7c4f91b6d3e8a5c0f7b2d9e4a1c6f8b3d5e0a7c2f9b4d6e1a8c3f5b0d7e2a",
    REDIS_URL: redis.url,
    DOWNLOAD_LINKS_PER_MINUTE: String(options.linksPerMinute),
    UPDATE_CHECKS_PER_MINUTE: String(options.linksPerMinute),
  };
  const replicas: Replica[] = [];
  let nginx: Nginx | undefined;
  try {
    // Started together on an empty store: the samples are published once, by whichever is first.
    replicas.push(...(await Promise.all(["a", "b"].map((name) => Replica.start(name, env, path.join(work, `replica-${name}.log`))))));
    nginx = await Nginx.start(
      replicas.map((replica) => `127.0.0.1:${replica.port}`),
      path.join(work, "nginx"),
    );
    const catalogue = (await (await fetch(`${nginx.url}/api/home/v1/downloads`)).json()) as { latestVersions: { win: { url: string } } };
    const requests = mixedRequests(catalogue.latestVersions.win.url);
    say(`cluster: nginx → 2 replicas, Redis rate limits, ${options.connections} connections, warming up 10 s`);
    await openLoopLoad(nginx.url, { seconds: 10, connections: options.connections, rate: options.rate, requests });
    const mixed = await openLoopLoad(nginx.url, { seconds: options.seconds, connections: options.connections, rate: options.rate, requests });
    const rss = await Promise.all(replicas.map((replica) => (replica.pid ? rssMb(replica.pid) : Promise.resolve(0))));
    say(line(`cluster mixed ${options.rate}/s × ${options.seconds} s`, mixed));
    return { mixed, rssMb: rss };
  } finally {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.terminate()));
    await redis.stop();
    await rm(work, { recursive: true, force: true });
  }
}
