import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A CRM's incoming webhook: answers 500 to the first `failures` deliveries, then 200. */
export class WebhookReceiver {
  received: { headers: IncomingHttpHeaders; body: string; answered: number }[] = [];
  failures = 0;
  private server: Server | undefined;
  port = 0;

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const answered = this.received.length < this.failures ? 500 : 200;
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), answered });
        response.writeHead(answered).end(answered === 200 ? "ok" : "try later");
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
