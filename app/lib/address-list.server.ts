import net from "node:net";

/**
 * Lists of network addresses in configuration (TRUST_PROXY, RATE_LIMIT_EXEMPT): comma-separated
 * IPv4 or IPv6 addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) and the names Express uses
 * for the usual ranges (`loopback`, `linklocal`, `uniquelocal`).
 */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

export type AddressListResult = { ok: true; entries: string[] } | { ok: false; message: string };

/** Splits and checks a list; the message names the first entry that is not an address or range. */
export function parseAddressList(text: string): AddressListResult {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { ok: false, message: "must name at least one address" };
  for (const entry of entries) {
    if (!(entry.toLowerCase() in NAMED_RANGES) && rangeOf(entry) === undefined)
      return {
        ok: false,
        message: `"${entry}" is not an IP address, a CIDR range (10.0.0.0/8) or loopback, linklocal, uniquelocal`,
      };
  }
  return { ok: true, entries };
}

type Range = { network: string; prefix: number; family: "ipv4" | "ipv6" };

function rangeOf(entry: string): Range | undefined {
  const [address = "", prefixText, extra] = entry.split("/");
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return undefined;
  const bits = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return undefined;
  return { network: address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, what a dual-stack socket reports) as IPv4. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** A test for "is this address in the list" (entries as parseAddressList accepted them). */
export function addressMatcher(entries: string[]): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of entries) {
    for (const item of NAMED_RANGES[entry.toLowerCase()] ?? [entry]) {
      const range = rangeOf(item);
      if (!range) throw new Error(`not an address or range: ${item}`);
      list.addSubnet(range.network, range.prefix, range.family);
    }
  }
  return (address) => {
    const ip = plain(address);
    const version = net.isIP(ip);
    return version !== 0 && list.check(ip, version === 4 ? "ipv4" : "ipv6");
  };
}
