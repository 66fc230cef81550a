import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** The Telegram Bot API's sendMessage, answering 502 while `down`. */
export class FakeTelegram {
  delivered: { path: string; body: { chat_id: string; text: string; disable_web_page_preview: boolean } }[] = [];
  attempts = 0;
  down = false;
  port = 0;
  private server: Server | undefined;

  async start() {
    this.server = createHttpServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        this.attempts += 1;
        if (this.down || request.method !== "POST") {
          response.writeHead(502, { "content-type": "text/html" }).end("<html><h1>502 Bad Gateway</h1></html>");
          return;
        }
        this.delivered.push({ path: request.url ?? "", body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ ok: true, result: { message_id: this.delivered.length } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", () => resolve()));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
