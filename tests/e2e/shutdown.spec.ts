import { uploadPath } from "../../shared/api.ts";
import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";

const PORT = TEST_PORTS.shutdown;

/** A separate production server, so stopping it does not disturb the other tests. */
const startServer = () => startServerProcess(PORT, { DATA_DIR: mkdtempSync(join(tmpdir(), "lojuvard-drain-")) });

test("SIGTERM drains: no new connections, the request in flight finishes, the process exits in time", async () => {
  test.setTimeout(30_000);
  const server = await startServer();
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));

  // An upload is in flight when the signal comes: the server has its headers (it answered
  // "100 Continue") and the first part of its body; the rest follows once the server has
  // stopped taking new connections.
  const boundary = "----drain";
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = httpRequest({
    host: "127.0.0.1",
    port: PORT,
    method: "POST",
    path: uploadPath("attachments"),
    headers: {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      "Content-Length": head.length + png.length + tail.length,
      Expect: "100-continue",
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
  await new Promise<void>((resolve) => request.once("continue", resolve));
  await new Promise<void>((resolve) => request.write(head, () => resolve()));

  const signalled = Date.now();
  server.kill("SIGTERM");
  // No new connections: wait until the server refuses them.
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        () => "answered",
        () => "refused",
      ),
    )
    .toBe("refused");
  request.write(png);
  request.end(tail);

  const result = await answer;
  expect(result.status).toBe(200);
  expect(JSON.parse(result.body).id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
});
