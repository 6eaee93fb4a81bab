import { FORM_PATH_FIELD } from "../../shared/downloads-api";
import { DOWNLOADS_URL, startDownload } from "../components/downloads/api";
import { markVisitorOs } from "../components/downloads/visitor-os";
import { localeFromHtmlLang } from "../i18n/locales";
import { DOWNLOADS_ATTRIBUTE, DOWNLOADS_PARTS } from "./attributes";

/** An attachment download does not unload the page, so the busy state ends by itself once the browser has it. */
const BUSY_MS = 1500;

const section = () => document.querySelector<HTMLElement>(`[${DOWNLOADS_ATTRIBUTE}]`);

/**
 * The downloads page's behaviour on its server-rendered list: the visitor's system marked on a
 * page that came in by a language switch (a full load has its head script for that,
 * visitor-os.ts), and download forms that ask for their link as JSON (docs/api.md), so the page
 * can show that it is busy and alert the server's error. Without this, the forms post and the
 * server answers 303 to the file, or the page again with the refusal.
 */
export function enhanceDownloads(within: ParentNode): void {
  if (within.querySelector(`[${DOWNLOADS_ATTRIBUTE}]`)) markVisitorOs();
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
}
