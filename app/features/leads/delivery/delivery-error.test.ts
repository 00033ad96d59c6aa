import { describe, expect, it } from "vitest";
import { deliveryErrorText } from "./delivery-error";

describe("a failed send's error, as the log and the outbox keep it", () => {
  it.each([
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <ann.lee@example.com>: Recipient address rejected",
      "Can't send mail - all recipients were rejected: 550 5.1.1 [address]: Recipient address rejected",
    ],
    ["550 No such user ann.lee@example.com here", "550 No such user [address] here"],
    ['553 "Ann Lee" <ann@example.com> refused', "553 [name] [address] refused"],
    ["connect ECONNREFUSED 127.0.0.1:2525", "connect ECONNREFUSED 127.0.0.1:2525"],
    ["451 <queue> busy", "451 <queue> busy"],
  ])("%s", (raw, kept) => {
    expect(deliveryErrorText(new Error(raw))).toBe(kept);
  });
});
