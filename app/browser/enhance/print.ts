/**
 * Prints every answer and older version, also where the browser lacks ::details-content. The print
 * rules of app/app.css show a closed <details>'s content through that pseudo-element, with or
 * without JavaScript; a browser without it would print the questions alone. There, the closed
 * ones are opened for the print and closed again after it. An exclusive group (<details name>)
 * keeps one item open at a time, so each item leaves its group while it is printed.
 */
export function enhancePrinting(signal?: AbortSignal): void {
  if (CSS.supports("selector(::details-content)")) return;
  let opened: { item: HTMLDetailsElement; group: string | null }[] = [];
  window.addEventListener(
    "beforeprint",
    () => {
      opened = [...document.querySelectorAll<HTMLDetailsElement>("main details:not([open])")].map((item) => ({ item, group: item.getAttribute("name") }));
      for (const { item } of opened) {
        item.removeAttribute("name");
        item.open = true;
      }
    },
    { signal },
  );
  window.addEventListener(
    "afterprint",
    () => {
      for (const { item, group } of opened) {
        item.open = false;
        if (group !== null) item.setAttribute("name", group);
      }
      opened = [];
    },
    { signal },
  );
}
