/*
 * Where the home API lives (docs/api.md): the server mounts it here (server/api/index.ts), the
 * page's download form posts to it (app/components/downloads/DownloadForm.tsx,
 * app/enhance/download-request.ts), and the release store signs its file links under it
 * (server/server.ts, scripts/release/cli.ts). Written once, so none of them can drift.
 */
export const API_PREFIX = "/api/home/v1";

/** The downloads answer (GET) and a download link for one file (POST). */
export const DOWNLOADS_URL = `${API_PREFIX}/downloads`;

/** Where a file's signed link points when the store serves the files itself. */
export const FILES_URL = `${API_PREFIX}/files`;
