import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { edgePurger } from "../../server/http/edge-purge.ts";

const ID = "3f1c2a9e-0000-4000-8000-000000000000";

describe("a deleted library item (issue 39.5)", () => {
  it("is purged from the shared cache by its id, files under their tagged addresses too", async () => {
    // Node's HTTP server refuses the BAN method: a plain socket reads what Varnish would.
    const heads: string[] = [];
    const cache = createServer((socket) => {
      socket.once("data", (chunk) => {
        heads.push(chunk.toString("latin1").split("\r\n\r\n")[0]!);
        socket.end("HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      });
    });
    await new Promise<void>((done) => cache.listen(0, "127.0.0.1", done));
    const { port } = cache.address() as AddressInfo;
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const edge = edgePurger([`http://127.0.0.1:${port}/`], log);
    try {
      await edge.purgeMedia(ID);
      await edge.purgeMedia("../not-an-id");
    } finally {
      edge.stop();
      await new Promise((done) => cache.close(done));
    }
    expect(errors).toEqual([]);
    expect(heads).toHaveLength(1);
    expect(heads[0]).toMatch(/^BAN \/ HTTP\/1\.1\r\n/);
    expect(heads[0]!.toLowerCase()).toContain(`x-purge-media: ${ID}`);
  });
});
