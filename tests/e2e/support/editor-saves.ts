import type { Page } from "playwright-core";

/** One save the editor sent: the status it was answered with, or null until an answer comes (0 if none ever does). */
export interface SentSave {
  status: number | null;
}

/**
 * Every save the editor's page sends from now on (Keystatic's POST to /api/keystatic/update, the
 * only request that writes), each with its answer's status once it comes. "Nothing was written"
 * is then: after `saveAndSettle`, none was sent, or each was refused.
 */
export function recordSaves(page: Page): SentSave[] {
  const sent: SentSave[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || new URL(request.url()).pathname !== "/api/keystatic/update") return;
    const save: SentSave = { status: null };
    sent.push(save);
    request.response().then(
      (response) => {
        save.status = response?.status() ?? 0;
      },
      () => {
        save.status = 0;
      },
    );
  });
  return sent;
}

/**
 * Presses the entry's Save and returns once Keystatic has dealt with it, so that no write of this
 * press can arrive later. Keystatic's submit handler either refuses the form (a field that does not
 * validate: nothing is sent) or starts the save, showing its "Updating …" circle, in that same
 * handler. A listener on the document hears the submit after Keystatic's own (on its root), and
 * resolves after the next frame is drawn; then the circle, if shown, is waited out: the save was
 * answered, the entry saved or Keystatic's banner says why not.
 */
export async function saveAndSettle(editor: Page): Promise<void> {
  const submitted = await editor.evaluateHandle(() => ({
    handled: new Promise<void>((resolve) => {
      document.addEventListener("submit", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true });
    }),
  }));
  await editor.getByRole("button", { name: "Save", exact: true }).click();
  await submitted.evaluate((handle) => handle.handled);
  await editor.getByRole("progressbar", { name: /^Updating / }).waitFor({ state: "detached" });
}
