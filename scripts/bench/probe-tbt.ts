/**
 * `tsx scripts/bench/probe-tbt.ts PATH [LOCALE] [RUNS]`: where a page's Total Blocking Time
 * comes from. Lighthouse runs as bench-web does, then prints TBT and every main-thread task
 * over 50 ms in its simulated (4× CPU) timeline, with what the task spent its time on.
 */
import path from "node:path";
import { runLighthouse } from "./lighthouse";
import { withProbedSite } from "./probe-site";

interface TaskItem {
  url?: string;
  startTime: number;
  duration: number;
}
interface BreakdownItem {
  groupLabel: string;
  duration: number;
}

const [pagePath = "/", locale = "nl", runs = "3"] = process.argv.slice(2);
await withProbedSite(async (origin, chrome) => {
  for (let run = 1; run <= Number(runs); run++) {
    const lhr = await runLighthouse(chrome, `${origin}${pagePath}?lang=${locale}`);
    const audit = (id: string) => lhr.audits[id];
    const tasks = ((audit("long-tasks")?.details as { items?: TaskItem[] })?.items ?? []).map(
      (t) => `${Math.round(t.startTime)}ms +${Math.round(t.duration)}ms ${t.url ? path.basename(t.url) : ""}`,
    );
    const breakdown = ((audit("mainthread-work-breakdown")?.details as { items?: BreakdownItem[] })?.items ?? [])
      .map((i) => `${i.groupLabel} ${Math.round(i.duration)}`)
      .join(", ");
    console.log(
      `run ${run}: TBT ${Math.round(audit("total-blocking-time")?.numericValue ?? -1)}ms  FCP ${Math.round(audit("first-contentful-paint")?.numericValue ?? -1)}ms  TTI ${Math.round(audit("interactive")?.numericValue ?? -1)}ms`,
    );
    console.log(`  long tasks: ${tasks.join(" | ") || "none"}`);
    console.log(`  main thread: ${breakdown}`);
  }
});
