import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * WCAG 2.2 A and AA violations, one line each. Violations are all the sweeps read; axe then keeps
 * one example of each passed and inapplicable rule instead of every node, which is most of its
 * time on a long page. Legacy mode runs axe in the page and its same-origin frames, as axe.run
 * does; the default mode opens a second, blank page per run to merge the results of frames
 * from other origins, which the site has none of (its only iframe is the tag manager's, inside
 * <noscript>), and that page took as long as the rules themselves.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // options() replaces what withTags() set, so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_22_AA)
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
