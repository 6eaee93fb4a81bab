/** Class lists shared by the header's top-level entries, so links and toggles line up. */
export const topItemClass = [
  // A full-width row with room for a thumb in the phone panel.
  "flex min-h-12 w-full items-center justify-between gap-1.5 rounded-lg px-3",
  "text-lg font-semibold text-ink-900 hover:bg-cream-100 aria-[current=page]:text-brand-700",
  // In the wide bar: as wide as its words on one line ("Cas clients", "Se connecter"), a little smaller.
  "lg:min-h-11 lg:w-auto lg:px-1.5 lg:text-base lg:whitespace-nowrap xl:px-3",
].join(" ");

/** A dropdown's <summary>: a top-level entry; `flex` drops the triangle, Safari's ::-webkit-details-marker needs hiding. */
export const summaryClass = `${topItemClass} [&::-webkit-details-marker]:hidden`;

/** The <details> around a dropdown; `group/dropdown` lets the chevron turn while it is open. */
export const dropdownClass = "group/dropdown lg:relative";

export const chevronClass = "shrink-0 transition-transform group-open/dropdown:rotate-180";

/** A dropdown's list: indented in the phone panel's flow, floating under its toggle from `lg` up. */
export const dropdownListClass = [
  "mt-1 mb-2 ml-3 border-l-2 border-cream-200 pl-2",
  "lg:absolute lg:top-full lg:z-10 lg:m-0 lg:mt-2 lg:rounded-card lg:border lg:border-ink-100 lg:bg-white lg:p-2 lg:shadow-card",
].join(" ");

export const subItemClass = [
  "flex min-h-11 items-center gap-2 rounded-lg px-3 text-base text-ink-800 hover:bg-cream-100 hover:text-ink-900",
  "aria-[current=page]:font-semibold aria-[current=page]:text-brand-700",
].join(" ");

/**
 * The menu panel (docs/decisions/016-native-menus.md). Below `lg` it is a popover: the UA
 * shows it in the top layer, fixed, so it overlays the page and never shifts it; app.css
 * anchors it right under the sticky header and caps its height to the screen. From `lg` up
 * these author styles override the UA's popover styles (display:none included), and the panel
 * is the inline bar.
 */
export const panelClass = [
  // The popover below `lg`: a white sheet under the header, a column of entries.
  "m-0 w-full overflow-y-auto border-0 border-b border-ink-100 bg-white px-5 pt-3 pb-6 shadow-card open:flex flex-col gap-4 sm:px-8",
  // The inline bar from `lg` up: always shown, a row, no sheet.
  "lg:static lg:flex lg:w-auto lg:flex-1 lg:flex-row lg:items-center lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none",
].join(" ");
