import { expect, type Page } from "@playwright/test";

/** Records every CSP violation the page reports, from before its first script runs. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

/** A response's headers by lower-case name: an API request's, or a navigation's `allHeaders()`. */
type Headers = Record<string, string>;

/** The directives of a response's Content-Security-Policy, by name. */
export function directives(headers: Headers): Map<string, string> {
  const policy = headers["content-security-policy"] ?? "";
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.split(/\s+/);
        return [name, values.join(" ")];
      }),
  );
}

/** The nonce a response's Content Security Policy allows scripts by. */
export function scriptNonce(headers: Headers): string | undefined {
  return /'nonce-([^']+)'/.exec(directives(headers).get("script-src") ?? "")?.[1];
}

export function expectStrictHeaders(headers: Headers, where: string) {
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], where).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"], where).toBe("same-origin");
  const csp = directives(headers);
  const scripts = csp.get("script-src") ?? "";
  expect(scripts, where).toMatch(/'(nonce|sha256)-/);
  expect(scripts, where).not.toContain("unsafe-inline");
  expect(scripts, where).not.toContain("unsafe-eval");
  expect(csp.get("object-src"), where).toBe("'none'");
  expect(csp.get("base-uri"), where).toBe("'none'");
  expect(csp.get("frame-ancestors"), where).toBe("'none'");
  expect(csp.get("form-action"), where).toBe("'self'");
}
