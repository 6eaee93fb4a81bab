import type { Page } from "playwright-core";
import type { PageKind } from "../../../../app/shared/route-table";

/** The pages that show drawings: the sweeps expect at least one there. */
export const PAGE_KINDS_WITH_PICTURES: ReadonlySet<PageKind> = new Set(["home", "product", "case"]);

/**
 * Sharp pictures (decisions 020, 026): the file the browser picks from srcset has at least as many
 * pixels as the picture's CSS width times the screen's pixel ratio (the template slider once
 * showed 220 px files at 280 px, blurry), and the width/height attributes have the file's aspect
 * ratio, so the reserved box is the one the picture fills (CLS 0). Run by the page sweeps at their
 * 1× widths (page-sweep.e2e.test.ts at 390 px, a11y.e2e.test.ts at 1280 px) and by
 * pictures.e2e.test.ts at 2×.
 */
export interface PictureFindings {
  /** How many of the site's drawings the page shows. */
  count: number;
  problems: string[];
}

export async function checkPictures(page: Page, deviceScaleFactor: number): Promise<PictureFindings> {
  const shown = await page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('img[src^="/pictures/"]')];
    // Lazy pictures below the fold choose their file by the same srcset and sizes once loaded.
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode()));
    return Promise.all(
      images.map(async (image) => {
        // naturalWidth is divided by the srcset density; the file itself tells its pixels.
        const file = await createImageBitmap(await (await fetch(image.currentSrc)).blob());
        return {
          src: image.currentSrc.replace(location.origin, ""),
          cssWidth: image.getBoundingClientRect().width,
          fileWidth: file.width,
          fileHeight: file.height,
          attributeRatio: Number(image.getAttribute("width")) / Number(image.getAttribute("height")),
        };
      }),
    );
  });
  const problems: string[] = [];
  for (const image of shown) {
    const needed = Math.floor(image.cssWidth * deviceScaleFactor);
    if (image.fileWidth < needed) problems.push(`${image.src}: a ${image.fileWidth} px file for ${image.cssWidth} CSS px at ${deviceScaleFactor}×`);
    const ratio = image.fileWidth / image.fileHeight;
    if (Math.abs(ratio - image.attributeRatio) >= 0.005)
      problems.push(`${image.src}: the file's aspect ratio ${ratio.toFixed(3)}, its width/height attributes' ${image.attributeRatio.toFixed(3)}`);
  }
  return { count: shown.length, problems };
}
