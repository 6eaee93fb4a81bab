/** Class lists shared by the header's top-level entries, so links and toggles line up. */
export const topItemClass =
  "flex min-h-12 w-full items-center justify-between gap-1.5 rounded-lg px-3 text-lg font-semibold text-ink-900 hover:bg-cream-100 aria-[current=page]:text-brand-700 lg:min-h-11 lg:w-auto lg:px-2 lg:text-base xl:px-3";

export const subItemClass =
  "flex min-h-11 items-center gap-2 rounded-lg px-3 text-base text-ink-800 hover:bg-cream-100 hover:text-ink-900 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700";
