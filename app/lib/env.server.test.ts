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
