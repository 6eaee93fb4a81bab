import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { fillCopy } from "../../app/shared/figures";
import { useBrowser } from "./support/browser";

// Every case's sections, testimonials, lists and links are checked over renderPage in
// app/pages/CasePage.test.ts; what only a browser shows is that the page's CSS leaves them on screen.
const { newContext } = useBrowser();
const copy = fillCopy(copyOf("nl", "cases.sushi"), "nl");

describe("a case study page", () => {
  it("shows the note that the case is fiction, the testimonials, the challenge and the conclusion", async () => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/cases/sushi?lang=nl");
    const main = page.locator("main");
    await expect.poll(() => main.getByText(copy.fictionNote).isVisible()).toBe(true);
    await expect(main.locator("figure[data-testimonial] blockquote").allInnerTexts()).resolves.toEqual(copy.testimonials.items.map((item) => item.text));
    const challenge = main.getByRole("region", { name: copy.challenge.title });
    await expect.poll(() => challenge.getByText(copy.challenge.text).isVisible()).toBe(true);
    await expect(challenge.getByRole("listitem").allInnerTexts()).resolves.toEqual([...copy.challenge.bullets]);
    const conclusion = main.getByRole("region", { name: copy.conclusion.title });
    await expect.poll(() => conclusion.getByText(copy.conclusion.text).isVisible()).toBe(true);
    await context.close();
  });
});
