import { CreateBucketCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MotoServer } from "./moto";

/*
 * The release store's safety with several publishers rests on S3 making a conditional write's
 * check and write one step (docs/decisions/023-conditional-writes-and-read-through.md). Unpatched,
 * moto checks and writes in two steps on a thread per request, so the tests' S3 would let two
 * publishers both win (moto-with-atomic-writes.py).
 */

let moto: MotoServer;
beforeAll(async () => {
  moto = await MotoServer.start();
});
afterAll(async () => {
  await moto?.stop();
});

const AT_ONCE = 40;

describe("the tests' S3 (moto)", () => {
  it(`lets exactly one of ${AT_ONCE} PUTs with If-None-Match: * at once create an object, as S3 does`, async () => {
    const client = moto.client();
    try {
      await client.send(new CreateBucketCommand({ Bucket: "at-once" }));
      for (let round = 0; round < 5; round++) {
        const answers = await Promise.allSettled(
          Array.from({ length: AT_ONCE }, (_, index) =>
            client.send(new PutObjectCommand({ Bucket: "at-once", Key: `round-${round}`, Body: `writer ${index}`, IfNoneMatch: "*" })),
          ),
        );
        const refused = answers
          .filter((answer) => answer.status === "rejected")
          .map((answer) => (answer.reason as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode);
        expect({ round, created: AT_ONCE - refused.length, refused: new Set(refused) }).toEqual({ round, created: 1, refused: new Set([412]) });
      }
    } finally {
      client.destroy();
    }
  });
});
