/**
 * How the browser's JavaScript is cut into files (vite.config.ts, decision 027). The browser runs
 * only the entry (app/entry.client.tsx and app/enhance/). React Router still emits a module per
 * route, which no page loads, and those route modules share constants and helpers with the
 * entry: without this group each shared module became a file, and a request, of its own.
 */
const ENHANCE =
  /[\\/]app[\\/](enhance[\\/]|tracking[\\/]|consent[\\/](choice|apply-choice|bootstrap)\.|config[\\/]site\.|route-table\.|i18n[\\/](client-locale|locales|negotiate|number-format)\.|components[\\/]frame[\\/]menu-ids\.|components[\\/]pricing[\\/](swipe-hint|calculator|calculator-view)\.|components[\\/]sections[\\/]figures\.|components[\\/]downloads[\\/](api|visitor-os)\.)|[\\/]content[\\/](ids|pricing-constants)\./;

export const CLIENT_CHUNK_GROUPS = [{ name: "enhance", test: ENHANCE }];
