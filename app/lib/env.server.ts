import path from "node:path";
import { z } from "zod";

/**
 * The process configuration. Every variable is validated once at start-up; a bad value
 * stops the server with one line naming the variable, so a typo never becomes a
 * half-working site.
 */
const urlWithProtocol = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a whole number from 1 to 65535" })
    .int("must be a whole number from 1 to 65535")
    .min(1, "must be a whole number from 1 to 65535")
    .max(65535, "must be a whole number from 1 to 65535")
    .default(3000),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  CONTENT_DIR: z.string().min(1, "must not be empty").default("./content"),
  DATABASE_URL: z
    .string()
    .refine(
      (value) =>
        value.startsWith("file:") || value.startsWith("postgres://") || value.startsWith("postgresql://"),
      "must start with file: (SQLite) or postgres:// (PostgreSQL)",
    )
    .optional(),
  SITE_URL: urlWithProtocol(["http:", "https:"]).optional(),
  SMTP_URL: urlWithProtocol(["smtp:", "smtps:"]).optional(),
  REDIS_URL: urlWithProtocol(["redis:", "rediss:"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type DatabaseConfig = { dialect: "sqlite"; file: string } | { dialect: "postgres"; url: string };

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  dataDir: string;
  /** The dealership's settings and content files. */
  contentDir: string;
  database: DatabaseConfig;
  siteUrl: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and checks the environment; throws a ConfigError whose message is one line. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // Empty strings mean "unset": that is how most process managers blank a variable.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  const raw = result.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  let database: DatabaseConfig;
  if (!raw.DATABASE_URL) database = { dialect: "sqlite", file: path.join(dataDir, "dealer.sqlite") };
  else if (raw.DATABASE_URL.startsWith("file:"))
    database = { dialect: "sqlite", file: path.resolve(raw.DATABASE_URL.slice("file:".length)) };
  else database = { dialect: "postgres", url: raw.DATABASE_URL };
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    dataDir,
    contentDir: path.resolve(raw.CONTENT_DIR),
    database,
    siteUrl: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    smtpUrl: raw.SMTP_URL,
    redisUrl: raw.REDIS_URL,
    logLevel: raw.LOG_LEVEL,
  };
}

let cached: Env | undefined;
/** The validated environment of this process (parsed on first use). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
