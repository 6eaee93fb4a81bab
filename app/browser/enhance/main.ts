import { enhancePage } from "./index";

// The one script pages run (vite.config.ts builds it; the boot script, ./boot.ts, loads it after the
// first paint). The browser runs no React and no router: pages are HTML that works by itself, and
// the scripts of this folder add to it (decision 027).
enhancePage();

// Lets tests, benchmarks and anyone debugging know when the page became fully interactive.
document.documentElement.setAttribute("data-enhanced", "");
performance.mark("enhanced");
