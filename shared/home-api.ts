/*
 * Where the home API lives (docs/api.md), written once so nothing can drift: the server mounts
 * the API at API_PREFIX (server/api/index.ts); the page's download form posts to DOWNLOADS_URL
 * (app/components/downloads/DownloadForm.tsx, app/browser/enhance/download-request.ts); and the release
 * store signs its file links under FILES_URL (server/server.ts, scripts/dev/index.ts,
 * scripts/release/cli.ts, the test apps in tooling/). Code that needs one of these two addresses,
 * tests included, imports it rather than joining API_PREFIX and the path again; the other routes
 * under the prefix (updates, openapi.json) are named only by the API's own plugins.
 */
export const API_PREFIX = "/api/home/v1";

/** The downloads answer (GET) and a download link for one file (POST). */
export const DOWNLOADS_URL = `${API_PREFIX}/downloads`;

/** Where a file's signed link points when the store serves the files itself. */
export const FILES_URL = `${API_PREFIX}/files`;
