import { ConfigError, readSiteConfig } from "../config/site-config";
import { buildApp } from "./app";
import { readServerConfig } from "./config";

/** Gives in-flight requests this long after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = readServerConfig(process.env);
    // The pages were built with these values; checking them again catches a typo at deploy time.
    readSiteConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(JSON.stringify({ level: "fatal", msg: error.message, variable: error.variable }));
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ buildDir: config.buildDir, trustProxy: config.trustProxy, logger: { level: config.logLevel } });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: "fatal", msg: "server failed to start", err: String(error instanceof Error ? error.stack : error) }));
  process.exit(1);
});
