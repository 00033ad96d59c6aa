import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { parseAddressList } from "./address-list.server";

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

/** TRUST_PROXY: unset, `false` or `0` trusts no proxy; a hop count; or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "none" || text === "0") return false;
  if (text === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        "true would let any client choose its address; give the number of proxies in front of the site or their addresses",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    if (Number(text) <= 20) return Number(text);
    ctx.addIssue({ code: "custom", message: "a hop count must be from 0 to 20" });
    return z.NEVER;
  }
  const list = parseAddressList(value);
  if (list.ok) return list.entries;
  ctx.addIssue({ code: "custom", message: list.message });
  return z.NEVER;
});

const addressList = z.string().transform((value, ctx) => {
  const list = parseAddressList(value);
  if (list.ok) return list.entries;
  ctx.addIssue({ code: "custom", message: list.message });
  return z.NEVER;
});

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
  // The visitor's address and rate limits (docs/operations.md, "Proxies and rate limits").
  TRUST_PROXY: trustProxy.optional(),
  RATE_LIMIT_EXEMPT: addressList.optional(),
  // Pages rendered at once, and how many wait (docs/operations.md, "Under more load than it can serve").
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(16),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  RENDER_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  // The origin cache of anonymous pages (docs/operations.md, "Caching"): megabytes kept, 0 = off.
  ORIGIN_CACHE_MB: z.coerce.number().int().min(0).max(100_000).default(256),
  // Feed photos (docs/operations.md, "Photos"): the folder of site-path photos, and encodes at once.
  PHOTOS_DIR: z.string().min(1, "must not be empty").optional(),
  PHOTO_ENCODE_CONCURRENCY: z.coerce
    .number({ error: "must be a whole number from 1 to 64" })
    .int("must be a whole number from 1 to 64")
    .min(1, "must be a whole number from 1 to 64")
    .max(64, "must be a whole number from 1 to 64")
    .optional(),
  // Leads (docs/leads.md). Secrets left unset are generated once into DATA_DIR/secrets/.
  LEAD_ENCRYPTION_KEY: z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, "base64").length === 32,
      "must be 32 random bytes, base64-encoded (openssl rand -base64 32)",
    )
    .optional(),
  LEAD_FORM_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LEAD_FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  LEAD_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(15),
  LEAD_DELIVERY_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  // The integration API's keys (docs/leads.md): unset, POST /api/email/send is disabled.
  LEAD_API_KEYS: z
    .string()
    .refine(
      (value) => value.split(",").every((key) => key.trim().length >= 32),
      "must be one or more keys of at least 32 characters, separated by commas",
    )
    .optional(),
  LEAD_API_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  MAIL_FROM: z.string().min(3).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: urlWithProtocol(["http:", "https:"]).default("https://api.twilio.com"),
  SMS_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(200),
  FACEBOOK_PIXEL_ID: z.string().regex(/^\d+$/, "must be the pixel's digits").optional(),
  FACEBOOK_ACCESS_TOKEN: z.string().min(1).optional(),
  FACEBOOK_API_URL: urlWithProtocol(["http:", "https:"]).default("https://graph.facebook.com/v21.0"),
  // The tag manager's container (spec section 7); overrides content/store.json's tracking.gtmContainerId.
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "must be a Google Tag Manager container id like GTM-ABC1234")
    .optional(),
  // The cookie consent tier (0-3, spec section 6); overrides content/store.json's cookieConsent.tier.
  COOKIE_CONSENT_TIER: z.enum(["0", "1", "2", "3"], { error: "must be 0, 1, 2 or 3" }).optional(),
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
  /**
   * Whose X-Forwarded-For (and -Proto, -Host) the server believes: nobody by default, the
   * nearest N proxies, or the proxies at these addresses (TRUST_PROXY).
   */
  trustProxy: TrustProxy;
  /** Addresses the per-address rate limits never count (RATE_LIMIT_EXEMPT); none by default. */
  rateLimitExempt: string[];
  /** Renders at once per process, requests that may wait for one, and for how long. */
  renders: { concurrency: number; queue: number; queueWaitMs: number };
  /** Megabytes of anonymous pages the origin cache keeps per process (ORIGIN_CACHE_MB); 0: none. */
  originCacheMb: number;
  /**
   * The dealer's feed photos: `dir` holds the files the feed names by site path (PHOTOS_DIR,
   * default DATA_DIR/photos), `cacheDir` their encoded sizes (DATA_DIR/photo-cache), and
   * `encodeConcurrency` how many are encoded at once (PHOTO_ENCODE_CONCURRENCY, default half the cores).
   */
  photos: { dir: string; cacheDir: string; encodeConcurrency: number };
  leads: {
    /** Base64 of the AES-256-GCM key for SSNs; unset: generated into DATA_DIR/secrets/. */
    encryptionKey: string | undefined;
    /** HMAC secret of the lead forms' tokens; unset: generated into DATA_DIR/secrets/. */
    formSecret: string | undefined;
    /** A form posted sooner than this after it was rendered is a bot's and is dropped silently. */
    formMinFillMs: number;
    /** The first retry waits this long; each later one twice as long (capped at 2 hours). */
    retryBaseMs: number;
    /** Tries per e-mail before it is marked failed (and kept, for `npm run leads -- retry`). */
    maxAttempts: number;
    /** A claimed row's lease, renewed every third of it while it is sent; a crash's rows are retried after it. */
    deliveryLeaseMs: number;
    /** The From of lead e-mails; default "{company name} Website <leads@{site host}>". */
    mailFrom: string | undefined;
    /** Keys an integration sends to POST /api/email/send; none: the endpoint is disabled (404). */
    apiKeys: string[];
    /** Requests a minute one API key may make. */
    apiRateLimitPerMinute: number;
  };
  /** A Twilio-compatible SMS API, used when all three credentials are set; otherwise sms.log. */
  sms: {
    accountSid: string | undefined;
    authToken: string | undefined;
    from: string | undefined;
    apiUrl: string;
    /** Verification codes the whole site may text in a day (SMS pumping's ceiling). */
    dailyLimit: number;
  };
  /** The Conversions API, used only when both the pixel id and the token are set. */
  facebook: { pixelId: string | undefined; accessToken: string | undefined; apiUrl: string };
  /** The tag manager container of GTM_CONTAINER_ID; unset: the settings' (content/store.json) apply. */
  tracking: { gtmContainerId: string | undefined };
  /** The cookie consent tier of COOKIE_CONSENT_TIER; unset: the settings' (content/store.json) apply. */
  cookieConsentTier: 0 | 1 | 2 | 3 | undefined;
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
    trustProxy: raw.TRUST_PROXY ?? false,
    rateLimitExempt: raw.RATE_LIMIT_EXEMPT ?? [],
    renders: {
      concurrency: raw.RENDER_CONCURRENCY,
      queue: raw.RENDER_QUEUE,
      queueWaitMs: raw.RENDER_QUEUE_WAIT_MS,
    },
    originCacheMb: raw.ORIGIN_CACHE_MB,
    photos: {
      dir: path.resolve(raw.PHOTOS_DIR ?? path.join(dataDir, "photos")),
      cacheDir: path.join(dataDir, "photo-cache"),
      encodeConcurrency:
        raw.PHOTO_ENCODE_CONCURRENCY ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
    },
    leads: {
      encryptionKey: raw.LEAD_ENCRYPTION_KEY,
      formSecret: raw.LEAD_FORM_SECRET,
      formMinFillMs: raw.LEAD_FORM_MIN_FILL_MS,
      retryBaseMs: raw.LEAD_RETRY_BASE_MS,
      maxAttempts: raw.LEAD_MAX_ATTEMPTS,
      deliveryLeaseMs: raw.LEAD_DELIVERY_LEASE_MS,
      mailFrom: raw.MAIL_FROM,
      apiKeys: (raw.LEAD_API_KEYS ?? "")
        .split(",")
        .map((key) => key.trim())
        .filter(Boolean),
      apiRateLimitPerMinute: raw.LEAD_API_RATE_LIMIT,
    },
    sms: {
      accountSid: raw.TWILIO_ACCOUNT_SID,
      authToken: raw.TWILIO_AUTH_TOKEN,
      from: raw.TWILIO_FROM,
      apiUrl: raw.TWILIO_API_URL.replace(/\/+$/, ""),
      dailyLimit: raw.SMS_DAILY_LIMIT,
    },
    facebook: {
      pixelId: raw.FACEBOOK_PIXEL_ID,
      accessToken: raw.FACEBOOK_ACCESS_TOKEN,
      apiUrl: raw.FACEBOOK_API_URL.replace(/\/+$/, ""),
    },
    tracking: { gtmContainerId: raw.GTM_CONTAINER_ID },
    cookieConsentTier:
      raw.COOKIE_CONSENT_TIER === undefined ? undefined : (Number(raw.COOKIE_CONSENT_TIER) as 0 | 1 | 2 | 3),
  };
}

let cached: Env | undefined;
/** The validated environment of this process (parsed on first use). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
