import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export interface TestCertificate {
  key: string;
  cert: string;
  /** The certificate as a file, for NODE_EXTRA_CA_CERTS. */
  certFile: string;
  remove: () => Promise<void>;
}

/**
 * A self-signed certificate for 127.0.0.1 (and `hostNames`, the sites a test reaches through a
 * proxy on loopback), valid for a day, made at test time. Node's crypto can make keys but not
 * sign certificates, so this asks openssl (on every Debian machine).
 */
export async function makeTestCertificate(hostNames: string[] = []): Promise<TestCertificate> {
  const dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  const args = ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"];
  args.push(
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    `subjectAltName=${["IP:127.0.0.1", ...hostNames.map((name) => `DNS:${name}`)].join(",")}`,
    "-keyout",
    keyFile,
    "-out",
    certFile,
  );
  await promisify(execFile)("openssl", args).catch((error: Error) => {
    throw new Error(`Could not make a test certificate with openssl (install it with \`sudo apt-get install -y openssl\`): ${error.message}`);
  });
  return {
    key: await readFile(keyFile, "utf8"),
    cert: await readFile(certFile, "utf8"),
    certFile,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
