import type { Page } from "playwright-core";
import { afterNextFrame } from "./frames";

type Recorded = { layoutShifts: () => number[] };

/**
 * Records the layout shifts that count towards CLS (none within 500 ms of the visitor's input)
 * of the pages `page` opens from now on, from their first paint.
 *
 * The returned function reads the values recorded in the page that is open now, once that page
 * has rendered a frame after everything it had done when the function was called: a shift is
 * found while a frame is rendered, and the records the observer has not delivered yet are taken
 * too, so no shift of what came before can still be on its way. Call it after the condition the
 * test is about (the page enhanced, the banner shown), never after a guessed time.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    (window as unknown as Recorded).layoutShifts = () => (record(observer.takeRecords()), shifts);
  });
  return async () => {
    await afterNextFrame(page);
    return page.evaluate(() => (window as unknown as Recorded).layoutShifts());
  };
}
