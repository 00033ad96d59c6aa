import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("defaults to SQLite in ./data on port 3000", () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.dataDir).toBe(path.resolve("data"));
    expect(env.database).toEqual({ dialect: "sqlite", file: path.resolve("data/dealer.sqlite") });
    expect(env.siteUrl).toBe("http://localhost:3000");
    expect(env.smtpUrl).toBeUndefined();
  });

  it("reads SQLite paths, PostgreSQL URLs and the site URL", () => {
    expect(parseEnv({ DATABASE_URL: "file:/tmp/x.sqlite" }).database).toEqual({
      dialect: "sqlite",
      file: "/tmp/x.sqlite",
    });
    expect(parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5432/test" }).database).toEqual({
      dialect: "postgres",
      url: "postgres://u@127.0.0.1:5432/test",
    });
    expect(parseEnv({ SITE_URL: "https://cars.example.com/", PORT: "8080" }).siteUrl).toBe(
      "https://cars.example.com",
    );
    expect(parseEnv({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
    expect(parseEnv({ PORT: "" }).port).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, "Invalid environment variable PORT: must be a whole number from 1 to 65535"],
    [{ PORT: "70000" }, "Invalid environment variable PORT: must be a whole number from 1 to 65535"],
    [
      { DATABASE_URL: "mysql://x/y" },
      "Invalid environment variable DATABASE_URL: must start with file: (SQLite) or postgres:// (PostgreSQL)",
    ],
    [
      { SITE_URL: "cars.example.com" },
      "Invalid environment variable SITE_URL: must be a URL starting with http:// or https://",
    ],
    [
      { SMTP_URL: "http://mail" },
      "Invalid environment variable SMTP_URL: must be a URL starting with smtp:// or smtps://",
    ],
    [
      { REDIS_URL: "localhost:6379" },
      "Invalid environment variable REDIS_URL: must be a URL starting with redis:// or rediss://",
    ],
  ])("rejects %o with one line", (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(message);
  });
});

describe("TRUST_PROXY and RATE_LIMIT_EXEMPT", () => {
  it("trust no proxy and exempt no address by default", () => {
    const env = parseEnv({});
    expect(env.trustProxy).toBe(false);
    expect(env.rateLimitExempt).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
  });

  it("read a hop count, or addresses, ranges and named ranges", () => {
    expect(parseEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8 ,fd00::/8,203.0.113.7" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
      "203.0.113.7",
    ]);
    expect(parseEnv({ RATE_LIMIT_EXEMPT: "127.0.0.1,::1" }).rateLimitExempt).toEqual(["127.0.0.1", "::1"]);
  });

  it.each([
    [{ TRUST_PROXY: "true" }, "Invalid environment variable TRUST_PROXY: true would let any client choose"],
    [{ TRUST_PROXY: "21" }, "Invalid environment variable TRUST_PROXY: a hop count must be from 0 to 20"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, 'Invalid environment variable TRUST_PROXY: "10.0.0.0/33" is not an IP'],
    [{ TRUST_PROXY: "proxy.example" }, 'Invalid environment variable TRUST_PROXY: "proxy.example" is not'],
    [{ RATE_LIMIT_EXEMPT: "everyone" }, 'Invalid environment variable RATE_LIMIT_EXEMPT: "everyone" is not'],
    [{ RATE_LIMIT_EXEMPT: "," }, "Invalid environment variable RATE_LIMIT_EXEMPT: must name at least one"],
  ])("rejects %o with one line", (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(message);
  });
});
