import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./connection.server";

describe("a database that cannot be reached", () => {
  it("is told from a bug by PostgreSQL's codes and the drivers' messages", () => {
    expect(
      isDatabaseUnavailable({
        code: "57P01",
        message: "terminating connection due to administrator command",
      }),
    ).toBe(true);
    expect(isDatabaseUnavailable({ code: "08006", message: "connection failure" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "53300", message: "too many clients already" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("connect ECONNREFUSED 127.0.0.1:5432"))).toBe(true);
    expect(
      isDatabaseUnavailable({ code: "23505", message: "duplicate key value violates unique constraint" }),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
