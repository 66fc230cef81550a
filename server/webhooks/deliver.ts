import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { checkEndpointUrl, hostName, isAllowedHost, isForbiddenAddress, type AddressRules } from "./address-rules.ts";

/** One delivery attempt's request: where, and the signed JSON. */
interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What the endpoint answered; a status of 2xx is a delivery. */
interface WebhookResponse {
  status: number;
}

export type WebhookSender = (request: WebhookRequest) => Promise<WebhookResponse>;

/** An endpoint gets this long to answer; CRMs answer in well under a second. */
const TIMEOUT_MS = 10_000;
/** Enough of an answer to read its status; the rest is not read. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Why an attempt failed, for staff in their language: the endpoint answered with an error
 * status, did not answer in time, is an address webhooks may not reach, or could not be
 * reached at all (no such name, connection refused or broken).
 */
export type WebhookFailure = "answered" | "timeout" | "notAllowed" | "noConnection";

/** A failed attempt, with the endpoint's status when it answered. */
export class WebhookError extends Error {
  readonly status: number | null;
  readonly failure: WebhookFailure;
  constructor(message: string, status: number | null = null, failure?: WebhookFailure) {
    super(message);
    this.status = status;
    this.failure = failure ?? (status === null ? "noConnection" : "answered");
  }
}

/**
 * POSTs a delivery under the address rules: the URL is checked again, and the connection
 * goes only to an address that passed them, resolved once for this request (a name that
 * resolves to a forbidden address, or changes to one between check and use, is refused).
 * Redirects are not followed: an endpoint answers where it is.
 */
export function webhookSender(rules: AddressRules): WebhookSender {
  return (delivery) =>
    new Promise<WebhookResponse>((resolve, reject) => {
      const problem = checkEndpointUrl(delivery.url, rules);
      if (problem) {
        reject(new WebhookError(`The endpoint's address is not allowed (${problem})`, null, "notAllowed"));
        return;
      }
      const url = new URL(delivery.url);
      const allowed = isAllowedHost(url, rules);
      const literal = hostName(url);
      if (isIP(literal) && isForbiddenAddress(literal) && !allowed) {
        reject(new WebhookError("The endpoint's address is not allowed (forbiddenAddress)", null, "notAllowed"));
        return;
      }
      const options: RequestOptions = {
        method: "POST",
        headers: {
          ...delivery.headers,
          "content-length": String(Buffer.byteLength(delivery.body)),
          "user-agent": "Lojuvard-Webhooks/1",
        },
        timeout: TIMEOUT_MS,
        lookup: guardedLookup(allowed),
      };
      const send = url.protocol === "https:" ? httpsRequest : httpRequest;
      const request = send(url, options, (response) => {
        let received = 0;
        response.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on("close", () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve({ status });
          else reject(new WebhookError(`The endpoint answered ${status}`, status));
        });
        response.on("error", () => {});
      });
      request.on("timeout", () =>
        request.destroy(new WebhookError(`No answer within ${TIMEOUT_MS / 1000} s`, null, "timeout")),
      );
      request.on("error", (error) => reject(error instanceof WebhookError ? error : new WebhookError(describe(error))));
      request.end(delivery.body);
    });
}

/** DNS resolution that refuses forbidden addresses, unless the operator allowed the host. */
function guardedLookup(allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      const usable = allowed ? addresses : addresses.filter((entry) => !isForbiddenAddress(entry.address));
      if (usable.length === 0 || usable.length !== addresses.length) {
        return callback(
          new WebhookError(`${hostname} resolves to an address webhooks may not reach`, null, "notAllowed"),
          "",
          4,
        );
      }
      if (options.all) return callback(null, usable);
      const first = usable[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${error.message} (${code})` : error.message;
}
