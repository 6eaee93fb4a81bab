/**
 * When the development server records the pictures' encodings after saved changes (decision 080):
 * `afterMs` after the last save, since one editor's save writes a few files at once; one run at a
 * time, a save during a run starting another after it. Closed with the server: a save waiting for
 * its run is dropped and no run starts after; a run already under way finishes and writes its
 * file whole (encodings.ts), which is the same file a run started later would write. A run that
 * fails is said in the server's log, and so is the next one that succeeds, so the log tells
 * whether the file is up to date.
 */
export interface EncodingsRun {
  /** The labels of the files encoded anew, and how many stale entries were dropped. */
  readonly recorded: readonly string[];
  readonly dropped: number;
}

export interface RecorderLog {
  info(message: string): void;
  error(message: string, error: unknown): void;
}

export function encodingsRecorder(options: { record: () => Promise<EncodingsRun>; afterMs: number; log: RecorderLog }): {
  saved(): void;
  close(): void;
} {
  const { record, afterMs, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  let closed = false;
  let failed = false;
  const run = async (): Promise<void> => {
    const started = performance.now();
    try {
      const { recorded, dropped } = await record();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (recorded.length > 0 || dropped > 0) {
        log.info(`pictures: recorded the encoding of ${recorded.length} changed files in scripts/pictures/encodings.json (${seconds} s)`);
      } else if (failed) log.info("pictures: scripts/pictures/encodings.json is up to date again");
      failed = false;
    } catch (error) {
      failed = true;
      // A drawing that fails to draw shows on its page already; say why the record waits.
      log.error(
        `pictures: encodings not recorded (${error instanceof Error ? error.message : String(error)}); the next saved change tries again, or run npm run pictures:record`,
        error,
      );
    }
  };
  const start = (): void => {
    timer = undefined;
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void run().finally(() => {
      running = false;
      if (again) {
        again = false;
        start();
      }
    });
  };
  return {
    saved() {
      if (closed) return;
      clearTimeout(timer);
      timer = setTimeout(start, afterMs);
    },
    close() {
      closed = true;
      again = false;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
