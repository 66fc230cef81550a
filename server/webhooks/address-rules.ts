import { isIP } from "node:net";
import type { Config } from "../config.ts";

/**
 * Where a webhook may go. The inbox's administrators type the address, and the server
 * makes the request: without rules, it could be turned against the machine itself, the
 * cloud's metadata service (a link-local address) or the office network. So an endpoint
 * is https:// to a public address; plain http://, or a loopback or private address, only
 * for a host the operator lists in WEBHOOK_ALLOWED_HOSTS (a CRM on the office network);
 * never the site itself. The addresses are checked again when each request connects
 * (server/webhooks/deliver.ts), so a name that later resolves elsewhere is refused too.
 */
export interface AddressRules {
  /** WEBHOOK_ALLOWED_HOSTS: "host" or "host:port", lower case. */
  allowedHosts: readonly string[];
  /** The site's own host names (SITE_URL, API_BASE_URL, localhost). */
  ownHosts: readonly string[];
}

export type EndpointProblem = "invalidUrl" | "notHttps" | "ownSite" | "forbiddenAddress" | "credentials";

export function addressRules(
  config: Pick<Config, "WEBHOOK_ALLOWED_HOSTS" | "SITE_URL" | "API_BASE_URL">,
): AddressRules {
  const ownHosts = new Set(["localhost"]);
  for (const value of [config.SITE_URL, config.API_BASE_URL]) {
    if (value) ownHosts.add(hostName(new URL(value)));
  }
  return { allowedHosts: config.WEBHOOK_ALLOWED_HOSTS, ownHosts: [...ownHosts] };
}

/** What is wrong with an endpoint's address, before any request; null when it may be used. */
export function checkEndpointUrl(value: string, rules: AddressRules): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return "invalidUrl";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "invalidUrl";
  if (url.username || url.password) return "credentials";
  const allowed = isAllowedHost(url, rules);
  if (rules.ownHosts.includes(hostName(url)) && !allowed) return "ownSite";
  if (url.protocol === "http:" && !allowed) return "notHttps";
  const literal = hostName(url);
  if (isIP(literal) && isForbiddenAddress(literal) && !allowed) return "forbiddenAddress";
  return null;
}

/** The operator listed this host (with or without its port) in WEBHOOK_ALLOWED_HOSTS. */
export function isAllowedHost(url: URL, rules: Pick<AddressRules, "allowedHosts">): boolean {
  const host = hostName(url);
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return rules.allowedHosts.some((entry) => entry === host || entry === `${host}:${port}` || entry === url.host);
}

/** A URL's host without IPv6 brackets, lower case. */
export function hostName(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
}

/**
 * Addresses a webhook never reaches unless allowed: this machine (loopback, unspecified),
 * link-local (cloud metadata), private and shared networks, multicast and reserved ranges.
 */
export function isForbiddenAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return forbiddenV4(address);
  if (version !== 6) return true;
  const normalized = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(normalized);
  if (mapped) return forbiddenV4(mapped[1]!);
  const groups = expandV6(normalized);
  if (!groups) return true;
  const first = groups[0]!;
  // IPv4-mapped (::ffff:a.b.c.d, written in hex by URL parsing) and IPv4-compatible addresses reach IPv4.
  if (groups.slice(0, 5).every((group) => group === 0) && (groups[5] === 0xffff || groups[5] === 0)) {
    const [high, low] = [groups[6]!, groups[7]!];
    if (groups[5] === 0xffff || high !== 0) {
      return forbiddenV4(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
    }
  }
  if (groups.every((group) => group === 0)) return true; // ::
  if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1) return true; // ::1
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((first & 0xff00) === 0xff00) return true; // multicast
  if (first === 0x64 && groups[1] === 0xff9b) return true; // NAT64 can reach IPv4 inside
  if (first === 0x2001 && groups[1] === 0xdb8) return true; // documentation
  return false;
}

function forbiddenV4(address: string): boolean {
  const [a, b] = address.split(".").map(Number) as [number, number, number, number];
  return (
    a === 0 || // this network
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // shared address space (carrier NAT)
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast, reserved, broadcast
  );
}

function expandV6(address: string): number[] | null {
  const [head, tail, ...rest] = address.split("::");
  if (rest.length > 0) return null;
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const start = parse(head);
  const end = parse(tail);
  if (tail === undefined && start.length !== 8) return null;
  const groups = [...start, ...Array.from({ length: 8 - start.length - end.length }, () => 0), ...end];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}
