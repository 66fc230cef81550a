import { describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { isHost, requestUrl } from "../../server/http/page-url.ts";

const request = (host: string, url: string, protocol = "http") => ({ host, url, protocol }) as FastifyRequest;

describe("the URL a page is rendered for", () => {
  it("takes a Host only as host[:port]", () => {
    for (const host of ["lojuvard.uz", "www.lojuvard.uz", "localhost:3000", "127.0.0.1:8080", "[::1]:3000", "app_1"]) {
      expect(isHost(host), host).toBe(true);
    }
    for (const host of [
      "localhost:3000/uz/company/aboutus#",
      "x/services?_hydration=1#",
      "evil.example@lojuvard.uz",
      "lojuvard.uz?x",
      "lojuvard.uz#x",
      "a b",
      "",
      "lojuvard.uz:80:80",
      "lojuvard.uz:port",
      "http://lojuvard.uz",
    ]) {
      expect(isHost(host), host).toBe(false);
    }
  });

  it("keeps the path it was asked for, whatever the headers hold", () => {
    expect(requestUrl(request("lojuvard.uz", "/services?x=1")).href).toBe("http://lojuvard.uz/services?x=1");
    // A path that looks like another host stays a path.
    expect(requestUrl(request("lojuvard.uz", "//evil.example/x")).host).toBe("lojuvard.uz");
    expect(() => requestUrl(request("localhost:3000/uz/company/aboutus#", "/services"))).toThrow();
    expect(() => requestUrl(request("x/services?_hydration=1#", "/services"))).toThrow();
    expect(() => requestUrl(request("lojuvard.uz", "http://lojuvard.uz/services"))).toThrow();
    expect(() => requestUrl(request("lojuvard.uz", "/services", "javascript"))).toThrow();
  });
});
