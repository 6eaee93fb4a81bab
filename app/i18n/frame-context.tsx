import { createContext, useContext } from "react";
import type { FrameCopy } from "../../content/types";
import type { Locale } from "./locales";

export interface FrameValue {
  locale: Locale;
  frame: FrameCopy;
  year: number;
}

const FrameContext = createContext<FrameValue | null>(null);

export const FrameProvider = FrameContext.Provider;

/** The frame's copy and the active locale, for components anywhere below the root. */
export function useFrame(): FrameValue {
  const value = useContext(FrameContext);
  if (!value) throw new Error("useFrame must be used inside the root FrameProvider");
  return value;
}
