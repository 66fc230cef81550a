import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";

/**
 * The throughput floor: a bare node:http server that answers every request with one response
 * recorded from the site (status, headers and Brotli body), so only the site's own work differs.
 * Usage: node scripts/bench/bare-server.ts <port> <folder holding response.json and body>
 */
export interface RecordedResponse {
  status: number;
  headers: [string, string][];
}

const [port, folder] = process.argv.slice(2);
if (!port || !folder) throw new Error("usage: bare-server.ts <port> <folder>");
const { status, headers } = JSON.parse(readFileSync(join(folder, "response.json"), "utf8")) as RecordedResponse;
const body = readFileSync(join(folder, "body"));
const head = [...headers.flat(), "Content-Length", String(body.length)];

createServer((_request, response) => {
  response.writeHead(status, head);
  response.end(body);
}).listen(Number(port), "127.0.0.1");
