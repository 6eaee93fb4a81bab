import { FORM_PATH_FIELD } from "../../shared/downloads-api";
import { DOWNLOADS_URL, startDownload } from "../components/downloads/api";
import { markVisitorOs } from "../components/downloads/visitor-os";
import { localeFromHtmlLang } from "../i18n/locales";
import { DOWNLOADS_ATTRIBUTE, DOWNLOADS_PARTS } from "./attributes";
import { fetchServerPage } from "./server-page";

/** An attachment download does not unload the page, so the busy state ends by itself once the browser has it. */
const BUSY_MS = 1500;

const section = () => document.querySelector<HTMLElement>(`[${DOWNLOADS_ATTRIBUTE}]`);

/**
 * A page that came without its list (the server had no catalogue when it served it) asks the
 * server for the page again and takes its list; while the server still has none, the visitor
 * sees why and can try again.
 */
async function loadList(current: HTMLElement): Promise<void> {
  const error = current.querySelector<HTMLElement>(`[${DOWNLOADS_PARTS.loadError}]`);
  const cards = current.querySelector<HTMLElement>(`[${DOWNLOADS_PARTS.cards}]`);
  try {
    const next = (await fetchServerPage(location.pathname)).querySelector(`[${DOWNLOADS_ATTRIBUTE}="ready"]`);
    if (!next) throw new Error("The server sent the downloads page without its list");
    current.replaceWith(document.importNode(next, true));
    markVisitorOs();
  } catch (failure) {
    console.error(failure);
    current.setAttribute("aria-busy", "false");
    current.querySelector('[role="status"]')!.textContent = "";
    if (cards) cards.hidden = true;
    if (error) error.hidden = false;
  }
}

/**
 * The downloads page's behaviour on its server-rendered list: the visitor's system marked
 * (visitor-os.ts), a list fetched when the page came without one, and download forms that ask for
 * their link as JSON (docs/api.md) so the page can show that it is busy and alert the server's error.
 * Without this, the forms post and the server answers 303 to the file.
 */
export function enhanceDownloads(within: ParentNode): void {
  const list = within.querySelector<HTMLElement>(`[${DOWNLOADS_ATTRIBUTE}]`);
  if (!list) return;
  markVisitorOs();
  if (list.getAttribute(DOWNLOADS_ATTRIBUTE) === "loading") void loadList(list);
}

export function enhanceDownloadForms(signal?: AbortSignal): void {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || new URL(form.action, location.href).pathname !== DOWNLOADS_URL) return;
      event.preventDefault();
      const button = form.querySelector("button");
      const path = new FormData(form).get(FORM_PATH_FIELD);
      if (!button || typeof path !== "string" || button.getAttribute("aria-busy") === "true") return;
      const status = section()?.querySelector<HTMLElement>('[role="status"]');
      button.setAttribute("aria-busy", "true");
      if (status) status.textContent = status.getAttribute(DOWNLOADS_PARTS.busyText) ?? "";
      void startDownload(path, localeFromHtmlLang(document.documentElement.lang) ?? "en").finally(() =>
        setTimeout(() => {
          button.removeAttribute("aria-busy");
          if (status) status.textContent = "";
        }, BUSY_MS),
      );
    },
    { signal },
  );
  document.addEventListener(
    "click",
    (event) => {
      const retry = event.target instanceof Element ? event.target.closest(`[${DOWNLOADS_PARTS.retry}]`) : null;
      const current = section();
      if (!retry || !current) return;
      current.querySelector<HTMLElement>(`[${DOWNLOADS_PARTS.loadError}]`)!.hidden = true;
      const cards = current.querySelector<HTMLElement>(`[${DOWNLOADS_PARTS.cards}]`);
      if (cards) cards.hidden = false;
      current.setAttribute("aria-busy", "true");
      void loadList(current);
    },
    { signal },
  );
}
