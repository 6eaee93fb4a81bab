import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";

/*
 * A setup file of `npm run test:unit` (vitest.config.ts): a unit test that opens a socket or
 * starts a process fails at that call with a sentence that says where such a test belongs, so
 * "unit tests are pure" is enforced, not hoped. Fastify's app.inject() needs no socket.
 */

const GUARDED = Symbol.for("bestelwijs.pure-unit-tests");

function refuse(what: string): never {
  throw new Error(`A unit test may not ${what}: use app.inject() or a fake, or move the test to a *.integration.test.ts file (npm run test:integration).`);
}

const marked = globalThis as { [GUARDED]?: true };
if (!marked[GUARDED]) {
  marked[GUARDED] = true;
  // fetch, http.request, ioredis and every client connect through net.Socket; http(s).Server listens through net.Server.
  net.Socket.prototype.connect = () => refuse("open a network connection");
  net.Server.prototype.listen = () => refuse("listen on a port");
  for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const) {
    Object.assign(childProcess, { [name]: () => refuse(`start a child process (child_process.${name})`) });
  }
  // `import { spawn } from "node:child_process"` reads the ES module's own copy of each export.
  syncBuiltinESMExports();
}
