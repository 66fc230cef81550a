import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";

// Runs after every other browser test (see playwright.config.ts): it locks this address out.
test("sign-in brute force is slowed: after five wrong passwords even the right one waits", async ({ request }) => {
  const attempt = (password: string) => request.post("/admin/login", { form: { password }, maxRedirects: 0 });
  for (let i = 0; i < 5; i += 1) expect((await attempt(`guess-number-${i}`)).status()).toBe(401);
  const locked = await attempt(ADMIN_PASSWORD);
  expect(locked.status()).toBe(429);
  expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(60);
});
