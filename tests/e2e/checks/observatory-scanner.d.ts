// The scanner ships JavaScript with JSDoc types only; this is the part the checks use.
declare module "@mdn/mdn-http-observatory/src/scanner/index.js" {
  export interface ObservatoryTest {
    pass: boolean | null;
    result: string;
    scoreModifier: number;
    scoreDescription?: string;
  }
  export interface ObservatoryScan {
    scan: { grade: string; score: number; statusCode: number; testsFailed: number; testsPassed: number };
    tests: Record<string, ObservatoryTest>;
  }
  export function scan(hostname: string): Promise<ObservatoryScan>;
}
