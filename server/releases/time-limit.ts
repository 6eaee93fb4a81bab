import { StoreUnavailableError } from "./store";

/** How long one filesystem call may take (a stat, a rename, a read of the manifest). */
export const FS_CALL_LIMIT_MS = 10_000;
/** How long a stream (hashing, copying an installer) may go without a single byte arriving. */
export const FS_IDLE_LIMIT_MS = 20_000;

/**
 * The call's answer, or a StoreUnavailableError once `ms` have passed. A folder on a hung
 * network mount, a FIFO where the manifest should be, or a kernel folder like /proc would
 * otherwise keep an operator's command waiting forever. The call itself cannot be cancelled;
 * the CLI exits when it has its answer (scripts/release/index.ts), so nothing is left running.
 */
export async function withTimeLimit<T>(what: string, work: Promise<T>, ms = FS_CALL_LIMIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError(`${what} did not finish within ${Math.round(ms / 100) / 10} s.`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** An AbortSignal that fires when `touch` has not been called for `ms`: for streams, whose length is unknown. */
export function idleSignal(what: string, ms = FS_IDLE_LIMIT_MS): { signal: AbortSignal; touch(): void; done(): void } {
  const controller = new AbortController();
  let timer: NodeJS.Timeout;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new StoreUnavailableError(`${what} stalled: nothing arrived for ${Math.round(ms / 100) / 10} s.`)), ms);
  };
  arm();
  return { signal: controller.signal, touch: arm, done: () => clearTimeout(timer) };
}
