import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { configureRequestOptions, configureRequestUrl, type DownloadOptions, HttpExecutor } from "builder-util-runtime";
import { ElectronAppAdapter } from "electron-updater/out/ElectronAppAdapter";
import { NsisUpdater } from "electron-updater/out/NsisUpdater";

/*
 * electron-updater's NsisUpdater, the client installed Windows apps run, driven in Node the way
 * electron-builder's own tests drive it: an app adapter standing in for Electron's `app`, an
 * app-update.yml on disk, and an HTTP executor on Node's http instead of Electron's net.
 */

/** One HTTP exchange the updater made, after any redirect: what it asked for and how many body bytes came back. */
interface Exchange {
  path: string;
  range?: string;
  status: number;
  bytes: number;
}

/**
 * Node's http with what Electron's net does and Node's does not: it follows redirects itself (net
 * does, which is why electron-updater's range requests ignore 3xx: DifferentialDownloader.js).
 * Counts the body bytes of every answer, so a test can tell a differential download from a full one.
 */
class LoopbackHttpExecutor extends HttpExecutor<ClientRequest> {
  readonly exchanges: Exchange[] = [];

  /** As ElectronHttpExecutor.download: the base class's doDownload writes the file and checks its sha512 on the way. */
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: (options.headers as RequestOptions["headers"]) ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      const callback = (error: Error | null) => (error == null ? resolve(destination) : reject(error));
      (this as unknown as { doDownload: (...args: unknown[]) => void }).doDownload(
        requestOptions,
        { destination, options, onCancel, callback, responseHandler: null },
        0,
      );
    });
  }

  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    // A connection per request, as the base class adds a timeout listener to each request's socket.
    options = { ...options, agent: false };
    const first = http.request(options);
    const follow = (request: ClientRequest, current: RequestOptions, hops: number) => {
      request.on("response", (response) => {
        const location = response.headers.location;
        if (response.statusCode !== undefined && response.statusCode >= 300 && response.statusCode < 400 && location && hops < 5) {
          response.resume();
          const target = new URL(location, `http://${current.hostname}:${current.port}${current.path}`);
          const next: RequestOptions = { ...current, hostname: target.hostname, port: target.port, path: `${target.pathname}${target.search}` };
          const again = http.request(next);
          again.on("error", (error) => first.emit("error", error));
          follow(again, next, hops + 1);
          again.end();
          return;
        }
        // One range is sent as `range`, several as `Range` (multipleRangeDownloader).
        const sent = current.headers as Record<string, string> | undefined;
        const range = sent?.range ?? sent?.Range;
        const exchange: Exchange = {
          path: new URL(current.path ?? "/", "http://x").pathname,
          ...(range ? { range } : {}),
          status: response.statusCode ?? 0,
          bytes: 0,
        };
        this.exchanges.push(exchange);
        response.on("data", (chunk: Buffer) => {
          exchange.bytes += chunk.length;
        });
        callback(response);
      });
    };
    follow(first, options, 0);
    return first;
  }
}

class TestApp extends ElectronAppAdapter {
  constructor(
    version: string,
    private readonly folder: string,
  ) {
    super({
      getVersion: () => version,
      getName: () => "bestelwijs-test",
      getAppPath: () => "",
      on: () => undefined,
      once: () => undefined,
      isReady: () => true,
    } as never);
  }
  override get baseCachePath(): string {
    return this.folder;
  }
  override get userDataPath(): string {
    return this.folder;
  }
  override get isPackaged(): boolean {
    return true;
  }
  override whenReady(): Promise<void> {
    return Promise.resolve();
  }
  override quit(): void {}
}

const UPDATER_CACHE_DIR = "bestelwijs-updater";

export interface UpdaterClient {
  updater: NsisUpdater;
  exchanges: Exchange[];
  /** Where electron-updater keeps the installer it last downloaded, the "old file" of a differential download. */
  cachedInstaller: string;
  folder: string;
}

/**
 * An installed Windows app at `version`, whose feed is `feedUrl` (…/updates/electron/win/x64/).
 * `stagingId` is the installation's id for staged rollouts (.updaterId); `cachedInstaller` puts
 * the installer of the running version where the updater keeps it, as after an earlier update.
 * `useMultipleRangeRequest` is electron-builder's setting, on by default as there (several ranges
 * per request, answered as multipart/byteranges); off, every range is a request of its own.
 */
export async function updaterClient(
  feedUrl: string,
  version: string,
  {
    stagingId,
    cachedInstaller,
    headers,
    useMultipleRangeRequest = true,
  }: { stagingId?: string; cachedInstaller?: Buffer; headers?: Record<string, string>; useMultipleRangeRequest?: boolean } = {},
): Promise<UpdaterClient> {
  const folder = await mkdtemp(path.join(tmpdir(), "bestelwijs-updater-"));
  const cache = path.join(folder, UPDATER_CACHE_DIR);
  await mkdir(cache, { recursive: true });
  const config = path.join(folder, "app-update.yml");
  await writeFile(
    config,
    `provider: generic\nurl: ${feedUrl}\nuseMultipleRangeRequest: ${useMultipleRangeRequest}\nupdaterCacheDirName: ${UPDATER_CACHE_DIR}\n`,
  );
  if (stagingId) await writeFile(path.join(folder, ".updaterId"), stagingId);
  if (cachedInstaller) await writeFile(path.join(cache, "installer.exe"), cachedInstaller);
  const updater = new NsisUpdater(null, new TestApp(version, folder));
  const executor = new LoopbackHttpExecutor();
  // In test mode a failed differential download throws instead of falling back to a full one, so
  // a broken blockmap fails the test; without a cached installer there is nothing to build on,
  // and the app downloads the whole file, as it would in the field.
  Object.assign(updater, { httpExecutor: executor, _testOnlyOptions: { platform: "win32", isUseDifferentialDownload: cachedInstaller !== undefined } });
  updater.updateConfigPath = config;
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  updater.disableWebInstaller = true;
  updater.logger = null;
  if (headers) updater.requestHeaders = headers;
  return { updater, exchanges: executor.exchanges, cachedInstaller: path.join(cache, "installer.exe"), folder };
}
