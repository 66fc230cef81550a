import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { checkEndpointUrl, isForbiddenAddress, type AddressRules } from "../../server/webhooks/address-rules.ts";
import { webhookSender } from "../../server/webhooks/deliver.ts";
import {
  newWebhookSecret,
  verifyWebhookSignature,
  webhookHeaders,
  webhookSignature,
} from "../../server/webhooks/signature.ts";

describe("webhook signatures (Standard Webhooks)", () => {
  const body = JSON.stringify({ type: "quote_request.created", data: { name: "Dilnoza Karimova" } });

  it("are what the specification's reference library signs and verifies", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const at = new Date();
    const headers = webhookHeaders(secret, "msg_2aBcD", body, at);
    expect(headers["webhook-timestamp"]).toBe(String(Math.floor(at.getTime() / 1000)));
    const reference = new Webhook(secret);
    expect(reference.sign("msg_2aBcD", at, body)).toBe(headers["webhook-signature"]);
    expect(reference.verify(body, headers)).toEqual(JSON.parse(body));
    // A body changed on the way does not verify.
    expect(() => reference.verify(body.replace("Dilnoza", "Mallory"), headers)).toThrow();
  });

  it("verify what the reference library signs, among several signatures", () => {
    const secret = newWebhookSecret();
    const at = new Date();
    const signed = new Webhook(secret).sign("msg_1", at, body);
    const timestamp = String(Math.floor(at.getTime() / 1000));
    expect(verifyWebhookSignature(secret, { id: "msg_1", timestamp, signature: `v1,bm90IGl0 ${signed}` }, body)).toBe(
      true,
    );
    expect(verifyWebhookSignature(newWebhookSecret(), { id: "msg_1", timestamp, signature: signed }, body)).toBe(false);
    expect(webhookSignature(secret, "msg_1", Number(timestamp), body)).toBe(signed);
  });
});

describe("where webhooks may go", () => {
  const rules: AddressRules = {
    allowedHosts: ["crm.office.local", "10.0.0.5:8080"],
    ownHosts: ["lojuvard.uz", "localhost"],
  };

  it("refuses this machine, private, shared, link-local, multicast and reserved addresses in every spelling", () => {
    for (const address of [
      "127.0.0.1",
      "127.8.9.10",
      "0.0.0.0",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "100.64.0.1",
      "169.254.169.254",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fe80::1",
      "fd00::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
      "64:ff9b::7f00:1",
      "not an address",
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.216.34", "195.158.1.10", "2a00:1450:4001:80b::200e", "172.32.0.1"]) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });

  it("takes https to public hosts, and http or a private address only where the operator allows it", () => {
    expect(checkEndpointUrl("https://portal.bitrix24.ru/rest/1/abc/crm.lead.add.json", rules)).toBeNull();
    expect(checkEndpointUrl("http://portal.bitrix24.ru/rest/", rules)).toBe("notHttps");
    expect(checkEndpointUrl("http://crm.office.local/hook", rules)).toBeNull();
    expect(checkEndpointUrl("http://10.0.0.5:8080/hook", rules)).toBeNull();
    expect(checkEndpointUrl("https://10.0.0.5/hook", rules)).toBe("forbiddenAddress");
    expect(checkEndpointUrl("https://[::ffff:10.0.0.6]/", rules)).toBe("forbiddenAddress");
    expect(checkEndpointUrl("https://LOJUVARD.UZ/admin", rules)).toBe("ownSite");
    expect(checkEndpointUrl("ftp://crm.example.uz/", rules)).toBe("invalidUrl");
  });

  it("checks again when it connects: a name that resolves to this machine is refused, and nothing is followed", async () => {
    let hits = 0;
    const server = createServer((_request, response) => {
      hits += 1;
      response.writeHead(302, { location: "http://169.254.169.254/" }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const request = (url: string) => ({ url, headers: { "content-type": "application/json" }, body: "{}" });
      // "localhost" resolves to a loopback address: refused before any byte is sent.
      const strict = webhookSender({ allowedHosts: [], ownHosts: [] });
      await expect(strict(request(`http://localhost:${port}/`))).rejects.toThrow(/not allowed|may not reach/);
      await expect(strict(request(`https://localhost:${port}/`))).rejects.toThrow(/may not reach/);
      expect(hits).toBe(0);
      // Allowed by the operator, it is reached; its redirect is an answer, not a new destination.
      const allowed = webhookSender({ allowedHosts: [`localhost:${port}`], ownHosts: [] });
      await expect(allowed(request(`http://localhost:${port}/`))).rejects.toThrow(/answered 302/);
      expect(hits).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
