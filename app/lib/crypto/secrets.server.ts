import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Secrets the site needs but an operator may not have configured yet (the demo, a first
 * start): generated once with the system's CSPRNG into `DATA_DIR/secrets/{name}` (mode
 * 0600, base64) and read back on every later start, so encrypted data and issued form
 * tokens stay readable across restarts. Production sets the environment variable instead.
 */
export function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): Buffer {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Bad secret name ${name}`);
  const dir = path.join(dataDir, "secrets");
  const file = path.join(dir, `${name}.key`);
  const read = (): Buffer | undefined => {
    if (!fs.existsSync(file)) return undefined;
    const value = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
    if (value.length !== bytes) throw new Error(`${file} must hold ${bytes} bytes, base64-encoded`);
    return value;
  };
  const existing = read();
  if (existing) return existing;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(bytes);
  try {
    // "wx": when two processes start together, the first one's secret wins and the other reads it.
    fs.writeFileSync(file, `${secret.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return read()!;
  }
}
