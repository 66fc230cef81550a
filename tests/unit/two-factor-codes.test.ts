import { describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import {
  codeStep,
  newRecoveryCodes,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
  setupView,
} from "../../server/auth/two-factor.ts";

/** RFC 6238, appendix B: the SHA-1 key "12345678901234567890" and its codes (the last six digits). */
const RFC_SECRET = Secret.fromLatin1("12345678901234567890").base32;
const RFC_CODES: [number, string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1234567890, "005924"],
  [2000000000, "279037"],
];

describe("one-time codes (RFC 6238)", () => {
  it("a code of the RFC's test vectors belongs to its 30-second step", () => {
    for (const [seconds, code] of RFC_CODES) {
      expect(codeStep(RFC_SECRET, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
    }
  });

  it("takes the step before and after (a phone's clock a little off), not two away", () => {
    const now = 1_800_000_000_000;
    const at = (offset: number) => TOTP.generate({ secret: Secret.fromBase32(RFC_SECRET), timestamp: now + offset });
    const step = Math.floor(now / 30_000);
    expect(codeStep(RFC_SECRET, at(-30_000), now)).toBe(step - 1);
    expect(codeStep(RFC_SECRET, at(30_000), now)).toBe(step + 1);
    expect(codeStep(RFC_SECRET, at(-60_000), now)).toBeNull();
    expect(codeStep(RFC_SECRET, at(90_000), now)).toBeNull();
  });

  it("reads a code as people type it, and nothing else", () => {
    expect(codeStep(RFC_SECRET, " 287 082 ", 59_000)).toBe(1);
    expect(codeStep(RFC_SECRET, "287-082", 59_000)).toBe(1);
    expect(codeStep(RFC_SECRET, "28708", 59_000)).toBeNull();
    expect(codeStep(RFC_SECRET, "2870821", 59_000)).toBeNull();
    expect(codeStep(RFC_SECRET, "abcdef", 59_000)).toBeNull();
  });

  it("a setup shows an otpauth address as an SVG QR code, and the key in groups of four", async () => {
    const view = await setupView(RFC_SECRET, { issuer: "Lojuvard", label: "aziza@lojuvard.uz" });
    expect(view.uri).toMatch(/^otpauth:\/\/totp\/Lojuvard:aziza%40lojuvard\.uz\?/);
    expect(view.uri).toContain(`secret=${RFC_SECRET}`);
    expect(view.uri).toContain("period=30");
    expect(view.svg).toMatch(/^<svg [^>]*viewBox="[^"]+"/);
    expect(view.svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(view.secret.replaceAll(" ", "")).toBe(RFC_SECRET);
    expect(view.secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  });
});

describe("recovery codes", () => {
  it("ten codes of twelve unambiguous characters, different each time", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(new Set([...codes, ...newRecoveryCodes()]).size).toBe(2 * RECOVERY_CODE_COUNT);
  });

  it("are kept as a hash that ignores case, spaces and hyphens", () => {
    const hash = recoveryCodeHash("k7mq-2xpa-9fth");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash("K7MQ 2XPA 9FTH")).toBe(hash);
    expect(recoveryCodeHash("k7mq2xpa9fth")).toBe(hash);
    expect(recoveryCodeHash("k7mq-2xpa-9ftj")).not.toBe(hash);
  });
});
