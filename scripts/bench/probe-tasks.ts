/**
 * `tsx scripts/bench/probe-tasks.ts PATH [LOCALE] [RUNS]`: what a page's main-thread tasks do.
 * Lighthouse's TBT multiplies every task it observes by its 4× CPU slowdown, so on this host a
 * task over about 12.5 ms after the first paint is blocking time. This prints each such task as
 * observed (not simulated), relative to the observed first paint, with its larger children:
 * script evaluation by file, functions by name, style, layout, parsing, paint.
 */
import path from "node:path";
import lighthouse from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { lighthouseFlags } from "./lighthouse";
import { withProbedSite } from "./probe-site";

/** Observed task length that Lighthouse's 4× simulation turns into a long task (50 ms). */
const LONG_AFTER_SLOWDOWN_MS = 12.5;
const CHILD_MIN_MS = 1.5;

type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

function label(task: TaskNode): string {
  const data = (task.event.args as { data?: { url?: string; functionName?: string; type?: string } }).data;
  const where = data?.url ? path.basename(data.url) : "";
  return [task.event.name, data?.functionName, data?.type, where].filter(Boolean).join(" ");
}

function describe(task: TaskNode, depth: number, lines: string[]): void {
  for (const child of task.children) {
    if (child.duration < CHILD_MIN_MS) continue;
    lines.push(`${"  ".repeat(depth)}${child.duration.toFixed(1)}ms ${label(child)}`);
    if (depth < 4) describe(child, depth + 1, lines);
  }
}

const [pagePath = "/", locale = "nl", runs = "1"] = process.argv.slice(2);
await withProbedSite(async (origin, chrome) => {
  for (let run = 1; run <= Number(runs); run++) {
    // Lighthouse itself, not runLighthouse: only the full result carries the trace.
    const result = await lighthouse(`${origin}${pagePath}?lang=${locale}`, lighthouseFlags(chrome));
    if (!result) throw new Error("Lighthouse returned no result");
    const trace = result.artifacts.Trace;
    const processed = TraceProcessor.processTrace(trace);
    const navigation = TraceProcessor.processNavigation(processed);
    const origin0 = processed.timestamps.timeOrigin;
    const fcp = (navigation.timestamps.firstContentfulPaint - origin0) / 1000;
    const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, origin0);
    const tbt = result.lhr.audits["total-blocking-time"]?.numericValue ?? -1;
    console.log(`run ${run}: TBT ${Math.round(tbt)}ms (simulated); observed FCP at ${fcp.toFixed(0)}ms`);
    for (const task of tasks.filter((t) => !t.parent && t.duration >= LONG_AFTER_SLOWDOWN_MS)) {
      const lines = [`${(task.startTime - fcp).toFixed(0).padStart(6)}ms from FCP  ${task.duration.toFixed(1)}ms ${label(task)} [${task.group.label}]`];
      describe(task, 1, lines);
      console.log(lines.join("\n"));
    }
  }
});
