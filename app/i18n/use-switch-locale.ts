import { useCallback } from "react";
import { useRevalidator } from "react-router";
import { chooseLocale } from "./client-locale";

/**
 * Stores the choice and re-runs the client loaders, which load the copy of the new
 * language; the page re-renders in place once it has arrived, so nothing shows half-switched.
 * Throws UnsupportedLocaleError for a code other than nl or en (spec §5).
 */
export function useSwitchLocale(): (code: unknown) => void {
  const { revalidate } = useRevalidator();
  return useCallback(
    (code: unknown) => {
      chooseLocale(code);
      void revalidate();
    },
    [revalidate],
  );
}
