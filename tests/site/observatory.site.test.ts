import type { ObservatoryScan } from "@mdn/mdn-http-observatory/src/scanner/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpsFront, startHttpsFront } from "../e2e/checks/https-front";
import { describeFailures, observatoryScan } from "../e2e/checks/observatory";
import { makeTestCertificate, type TestCertificate } from "../support/test-certificate";
import { useBuiltApp } from "./support/built-app";

describe("Mozilla HTTP Observatory, against the site behind local HTTPS", () => {
  let certificate: TestCertificate;
  let front: HttpsFront;
  let result: ObservatoryScan;
  // The scanner speaks HTTP to a listening server: the built app behind a local HTTPS front.
  const app = useBuiltApp();

  beforeAll(async () => {
    const baseUrl = await app().listen({ port: 0, host: "127.0.0.1" });
    certificate = await makeTestCertificate();
    front = await startHttpsFront(baseUrl, certificate);
    result = await observatoryScan(front.host, certificate.certFile);
  }, 90_000);

  afterAll(async () => {
    await front?.close();
    await certificate?.remove();
  });

  it("scanned over a trusted certificate, after following http:// to https://", () => {
    expect(result.tests.redirection).toMatchObject({ result: "redirection-to-https", pass: true });
    expect(result.scan.statusCode).toBe(200);
  });

  it("grades the site A+ (score 100 or more); otherwise lists the sub-tests that cost points", () => {
    const why = `score ${result.scan.score}; sub-tests that cost points:\n${describeFailures(result).join("\n")}`;
    expect(result.scan.grade, why).toBe("A+");
    expect(result.scan.score, why).toBeGreaterThanOrEqual(100);
  });
});
