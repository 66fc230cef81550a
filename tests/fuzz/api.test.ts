import { normalizePhone } from "../../shared/forms/fields.ts";
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationSchema } from "../../app/forms/application/schema.ts";
import { contactSchema } from "../../app/forms/contact/schema.ts";
import { subscribeSchema } from "../../app/forms/subscribe/schema.ts";
import type { UploadCategory } from "../../shared/forms/uploads.ts";
import * as gen from "./arbitraries.ts";
import { DOCX, ENGINES, multipart, PDF, PNG, startTestServer, type TestServer } from "../api/server.ts";

/**
 * Property-based fuzzing of every public API endpoint (issue "Hardening", bad input).
 * Each property sends generated requests and checks that the answer is a 2xx or a 4xx
 * that agrees with the rules, that nothing refused is stored and everything acknowledged
 * is, and that the server stays healthy. A failure prints fast-check's seed and path;
 * replay it with FUZZ_SEED=<seed> (and FUZZ_PATH=<path> with -t naming the property).
 */

/** Generated requests per endpoint: the issue asks for at least a thousand. */
const RUNS = 1000;
const INVALID_CATEGORY_RUNS = 200;
const SOCKET_RUNS = 60;
const REQUEST_TIMEOUT_MS = 10_000;
const PROPERTY_TIMEOUT_MS = 240_000;

const replay: fc.Parameters<unknown> = {
  ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
  ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
};

const TABLE_OF = { contact: "contactRequests", application: "applications", subscribe: "subscribers" } as const;
type Form = keyof typeof TABLE_OF;
const MODEL_OF: Record<Form, gen.FormModel> = {
  contact: gen.CONTACT,
  application: gen.APPLICATION,
  subscribe: gen.SUBSCRIBE,
};

const ALLOWED_MIMES: Record<UploadCategory, readonly string[]> = {
  attachments: ["image/png", "image/jpeg", "application/pdf"],
  cv: [
    "application/pdf",
    "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ],
};

/** Magic bytes per recorded type, written out here rather than borrowed from the server. */
const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  "image/png": (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  "application/pdf": (bytes) => bytes.subarray(0, 5).toString("latin1") === "%PDF-",
  "application/msword": (bytes) =>
    bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": (bytes) =>
    bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && bytes.includes("word/document.xml"),
};

/** What the server acknowledged, to be compared with what it stored. */
interface Ledger {
  uploads: Map<string, { category: UploadCategory; mime: string; used: boolean }>;
  /** File ids of stored quote requests, CV ids of stored applications. */
  contact: Set<string>;
  application: Set<string>;
  /** Lower-cased addresses of subscribers. */
  subscribe: Set<string>;
}

const newLedger = (): Ledger => ({
  uploads: new Map(),
  contact: new Set(),
  application: new Set(),
  subscribe: new Set(),
});

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${what}`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function endpointOf(url: string): string {
  const path = url.split("?")[0] ?? "";
  if (path === gen.PATHS.contact) return "contact";
  if (path === gen.PATHS.application) return "application";
  if (path === gen.PATHS.subscribe) return "subscribe";
  if (path === gen.PATHS.upload("attachments")) return "upload:attachments";
  if (path === gen.PATHS.upload("cv")) return "upload:cv";
  return "upload:other";
}

/** A 2xx, or a 4xx other than 429; a plain form post to the subscription may be sent back to its page (303). */
function expectSafeAnswer(response: LightMyRequestResponse, endpoint: string, what: string) {
  const status = response.statusCode;
  const redirect = status === 303 && endpoint === "subscribe";
  const context = `${what} → ${status} ${response.body.slice(0, 300)}`;
  expect(status < 300 || (status >= 400 && status < 500) || redirect, context).toBe(true);
  expect(status, context).not.toBe(429);
  // Back to a page of this site only: a path, never "//host" or "/\host".
  if (redirect) expect(String(response.headers.location), context).toMatch(/^\/(?![/\\])/);
}

function acknowledged(response: LightMyRequestResponse): boolean {
  if (response.statusCode === 303) return /[?&]subscribe=ok(#|$)/.test(String(response.headers.location));
  return response.statusCode >= 200 && response.statusCode < 300;
}

/** A request as the fuzzer sends it: always with a body of raw bytes. */
type Sent = InjectOptions & { payload: Buffer };
type Table = Parameters<TestServer["count"]>[0];

function describeRequest(request: Sent) {
  return `${request.method} ${request.url} (${request.payload.length} bytes, ${String(request.headers?.["content-type"])})`;
}

class Fuzzer {
  readonly server: TestServer;
  readonly ledger = newLedger();
  readonly sent = new Map<string, number>();

  constructor(server: TestServer) {
    this.server = server;
  }

  async send(request: Sent): Promise<LightMyRequestResponse> {
    const endpoint = endpointOf(String(request.url));
    this.sent.set(endpoint, (this.sent.get(endpoint) ?? 0) + 1);
    const what = describeRequest(request);
    const response = await withTimeout(this.server.app.inject(request), what);
    expectSafeAnswer(response, endpoint, what);
    return response;
  }

  async expectHealthy() {
    const response = await withTimeout(this.server.app.inject({ method: "GET", url: "/healthz" }), "GET /healthz");
    expect(response.statusCode).toBe(200);
  }

  count(table: Table): Promise<number> {
    return this.server.count(table);
  }

  /** Stored files, whole or not. */
  async files(): Promise<string> {
    return (await this.server.storedFiles()).join("\n");
  }

  /** A genuine upload for a submission to claim. */
  async uploadGenuine(category: UploadCategory): Promise<string> {
    const body = await multipart([
      { name: "file", filename: category === "cv" ? "cv.docx" : "brief.png", content: category === "cv" ? DOCX : PNG },
    ]);
    const response = await this.send({ method: "POST", url: gen.PATHS.upload(category), ...body });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json<{ id: string }>();
    const mime = category === "cv" ? ALLOWED_MIMES.cv[2]! : "image/png";
    this.ledger.uploads.set(id, { category, mime, used: false });
    return id;
  }

  /**
   * Obtains the id each upload reference of a submission stands for. A request refused
   * unread gets ids of the same length without uploading (uploads are the slow part).
   */
  async resolve(sub: gen.Submission, category: UploadCategory): Promise<Map<gen.UploadRef, string>> {
    const ids = new Map<gen.UploadRef, string>();
    const other: UploadCategory = category === "cv" ? "attachments" : "cv";
    for (const { field } of sub.entries) {
      const ref = field.value;
      if (!(ref instanceof gen.UploadRef)) continue;
      if (gen.refusedUnread(sub) && ref.kind !== "forged") {
        ids.set(ref, randomUUID());
        continue;
      }
      const id = {
        fresh: async () => this.uploadGenuine(category),
        "fresh-padded": async () => ` ${await this.uploadGenuine(category)}\t`,
        "fresh-uppercase": async () => (await this.uploadGenuine(category)).toUpperCase(),
        used: async () =>
          [...this.ledger.uploads].find(([, upload]) => upload.used && upload.category === category)?.[0] ??
          randomUUID(),
        "other-category": async () => this.uploadGenuine(other),
        unknown: async () => randomUUID(),
        forged: async () => ref.text,
      }[ref.kind];
      ids.set(ref, await id());
    }
    return ids;
  }

  async submitJson(form: Form, sub: gen.Submission) {
    const model = MODEL_OF[form];
    const ids = await this.resolve(sub, model.upload?.category ?? "attachments");
    const payload = gen.encodeSubmission(sub, (ref) => ids.get(ref) ?? "");
    const expected = gen.expectSubmission(model, sub, payload.length);
    const contentType = sub.contentType.header;
    await this.submit(
      form,
      {
        method: sub.method,
        url: model.path + sub.query,
        headers: { ...sub.headers, ...(contentType === undefined ? {} : { "content-type": contentType }) },
        payload,
      },
      expected,
      { exact: sub.mutation.kind !== "invalid-utf8", ids },
    );
  }

  async submitPlainForm(post: gen.PlainFormPost) {
    const payload = gen.encodePlainForm(post);
    await this.submit(
      "subscribe",
      {
        method: "POST",
        url: gen.PATHS.subscribe,
        headers: { ...post.headers, "content-type": post.contentType },
        payload,
      },
      gen.expectPlainForm(post, payload.length),
      { exact: true, ids: new Map() },
    );
  }

  /**
   * A submission the anti-spam rules caught is kept in the spam view with its upload, which
   * is then claimed (used); with `context`, it must be there.
   */
  private async keptAsSpam(
    form: Form,
    expected: gen.Expectation,
    ids: Map<gen.UploadRef, string>,
    context?: string,
  ): Promise<void> {
    const field = MODEL_OF[form].upload?.field;
    const ref = field ? (expected.effective.get(field)?.value as gen.UploadRef | undefined) : undefined;
    const id = ref ? (ids.get(ref) ?? "").trim() : "";
    if (!id) return;
    const kept = await this.server.database.db
      .selectFrom("spam")
      .select("id")
      .where("fileId", "=", id)
      .executeTakeFirst();
    if (context) expect(kept, `kept as spam: ${context}`).toBeDefined();
    const upload = this.ledger.uploads.get(id);
    if (kept && upload) upload.used = true;
  }

  /**
   * Sends a submission and checks the outcome against the rules: acknowledged exactly
   * when valid, stored exactly when acknowledged and not kept as a bot's, and stored
   * byte for byte as sent (after trimming), hostile text included.
   */
  private async submit(
    form: Form,
    request: Sent,
    expected: gen.Expectation,
    options: { exact: boolean; ids: Map<gen.UploadRef, string> },
  ) {
    const table = TABLE_OF[form];
    const before = await this.count(table);
    const response = await this.send(request);
    const ack = acknowledged(response);
    const context = `${describeRequest(request)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    if (expected.acceptance !== "unknown") expect(ack, context).toBe(expected.acceptance === "accepted");
    const added = (await this.count(table)) - before;
    if (!ack) {
      expect(added, context).toBe(0);
      return;
    }
    // Invalid UTF-8 may have changed any value, the bot markers included: look, then check the row.
    if (!options.exact && added === 0) return this.keptAsSpam(form, expected, options.ids);
    if (options.exact && expected.automated) {
      expect(added, context).toBe(0);
      // Kept in the spam view with its upload, never dropped (decision 033).
      return this.keptAsSpam(form, expected, options.ids, context);
    }
    const text = (field: string) => {
      const value = expected.effective.get(field);
      return value?.verdict === "valid" ? String(value.value).trim() : undefined;
    };
    if (form === "subscribe") {
      const email = text("email") ?? "";
      const known = this.ledger.subscribe.has(email.toLowerCase());
      expect(added, context).toBe(known ? 0 : 1);
      if (!known) {
        const row = await this.server.database.db
          .selectFrom("subscribers")
          .selectAll()
          .where("emailKey", "=", email.toLowerCase())
          .executeTakeFirst();
        expect(row?.email, context).toBe(email);
        this.ledger.subscribe.add(email.toLowerCase());
      }
      return;
    }
    expect(added, context).toBe(1);
    const refField = MODEL_OF[form].upload!.field;
    const ref = expected.effective.get(refField)?.value as gen.UploadRef;
    const uploadId = (options.ids.get(ref) ?? "").trim();
    const row = (
      form === "contact"
        ? await this.server.database.db
            .selectFrom("contactRequests")
            .selectAll()
            .where("fileId", "=", uploadId)
            .executeTakeFirst()
        : await this.server.database.db
            .selectFrom("applications")
            .selectAll()
            .where("cvId", "=", uploadId)
            .executeTakeFirst()
    ) as Record<string, unknown> | undefined;
    expect(row, context).toBeDefined();
    if (options.exact) {
      for (const field of Object.keys(MODEL_OF[form].fields)) {
        const typed = text(field);
        if (field === refField || field === "checkbox" || typed === undefined) continue;
        // A phone number is kept as digits and plus signs, its separators removed (issue 25).
        const sent = field === "phone" ? normalizePhone(typed) : typed;
        // Byte for byte: markup and SQL are data here, neither escaped nor executed.
        expect(Buffer.from(String(row?.[camelCase(field)])), `${field} of ${context}`).toEqual(Buffer.from(sent));
      }
    }
    this.ledger[form].add(uploadId);
    this.ledger.uploads.get(uploadId)!.used = true;
  }

  async tryUpload(request: gen.UploadRequest) {
    const { payload, contentType } = gen.encodeUpload(request);
    const expected = gen.expectUpload(request);
    const before = { rows: await this.count("uploads"), files: await this.files() };
    const sent = {
      method: request.method,
      url: gen.PATHS.upload(request.segment),
      headers: { ...request.headers, ...(contentType === undefined ? {} : { "content-type": contentType }) },
      payload,
    };
    const response = await this.send(sent);
    const ack = acknowledged(response);
    const context = `${describeRequest(sent)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    if (expected.acceptance !== "unknown") expect(ack, context).toBe(expected.acceptance === "accepted");
    if (!ack) {
      // A refused file leaves neither a row nor a file behind.
      expect(await this.count("uploads"), context).toBe(before.rows);
      expect(await this.files(), context).toBe(before.files);
      return;
    }
    const { id } = response.json<{ id: string }>();
    const stored = await this.server.upload(id);
    expect(stored?.category, context).toBe(request.segment);
    if (expected.mime) expect(stored?.mime, context).toBe(expected.mime);
    // The name shown to staff: no path, no control characters, nothing lost to U+FFFD that was sent whole.
    expect(stored?.originalName, context).toMatch(/^[^/\\\p{Cc}]+$/u);
    const sentName = request.parts[0]?.filename;
    if (typeof sentName === "string" && sentName.isWellFormed() && !sentName.includes("\uFFFD"))
      expect(stored?.originalName, context).not.toContain("\uFFFD");
    expect(await this.count("uploads"), context).toBe(before.rows + 1);
    this.ledger.uploads.set(id, { category: stored!.category as UploadCategory, mime: stored!.mime, used: false });
  }

  /**
   * Everything stored is valid and acknowledged: rows parse back through the forms'
   * schemas unchanged, uploads have their file with the right magic bytes, and rows and
   * acknowledgements match one to one.
   */
  async expectStoreConsistent() {
    const { db } = this.server.database;
    const uploads = await db.selectFrom("uploads").selectAll().execute();
    for (const row of uploads) {
      const acknowledgedUpload = this.ledger.uploads.get(row.id);
      expect(acknowledgedUpload, `upload ${row.id} was never acknowledged`).toBeDefined();
      expect(row.category).toBe(acknowledgedUpload?.category);
      expect(ALLOWED_MIMES[row.category as UploadCategory]).toContain(row.mime);
      expect(row.mime).toBe(acknowledgedUpload?.mime);
      expect(row.usedAt !== null, `upload ${row.id} used`).toBe(acknowledgedUpload?.used);
      const bytes = await this.server.fileBytes(row.storedName);
      expect(MAGIC[row.mime]?.(bytes), `magic bytes of ${row.id} (${row.mime})`).toBe(true);
      expect(bytes.length).toBe(row.size);
    }
    expect(uploads.length, "upload rows = acknowledged uploads").toBe(this.ledger.uploads.size);
    const stored = await this.server.storedFiles();
    const inRows = new Set(uploads.map((row) => row.storedName));
    expect({ withoutRow: stored.filter((name) => !inRows.has(name)) }, "stored files = upload rows").toEqual({
      withoutRow: [],
    });

    const contacts = await db.selectFrom("contactRequests").selectAll().execute();
    for (const row of contacts) {
      const values = {
        full_name: row.fullName,
        company_name: row.companyName,
        email: row.email,
        phone: row.phone,
        message: row.message,
        file: row.fileId,
        checkbox: true,
      };
      expect(contactSchema.safeParse(values)).toEqual({ success: true, data: values });
      expect(this.ledger.contact.has(row.fileId), `contact request for ${row.fileId}`).toBe(true);
      expect(["en", "ru", "uz"]).toContain(row.language);
    }
    expect(contacts.length, "contact rows = acknowledged requests").toBe(this.ledger.contact.size);

    const applications = await db.selectFrom("applications").selectAll().execute();
    for (const row of applications) {
      const values = {
        first_name: row.firstName,
        last_name: row.lastName,
        email: row.email,
        phone: row.phone,
        message: row.message,
        cv: row.cvId,
        position: row.position,
        checkbox: true,
      };
      expect(applicationSchema.safeParse(values)).toEqual({ success: true, data: values });
      expect(this.ledger.application.has(row.cvId), `application for ${row.cvId}`).toBe(true);
      expect(["en", "ru", "uz"]).toContain(row.language);
    }
    expect(applications.length, "application rows = acknowledged applications").toBe(this.ledger.application.size);

    const subscribers = await db.selectFrom("subscribers").selectAll().execute();
    for (const row of subscribers) {
      expect(subscribeSchema.safeParse({ email: row.email })).toEqual({ success: true, data: { email: row.email } });
      expect(row.emailKey).toBe(row.email.toLowerCase());
    }
    expect(subscribers.map((row) => row.emailKey).sort()).toEqual([...this.ledger.subscribe].sort());
  }

  /** Waits until an interrupted upload has been cleaned up: no temporary file, no row nobody acknowledged. */
  async settle() {
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const temporary = (await this.server.storedFiles()).some((name) => name.endsWith(".part"));
      if (!temporary && (await this.count("uploads")) === this.ledger.uploads.size) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Runs `numRuns` generated cases, each followed by a health check. */
async function fuzz<T>(fuzzer: Fuzzer, arbitrary: fc.Arbitrary<T>, numRuns: number, run: (value: T) => Promise<void>) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      await run(value);
      await fuzzer.expectHealthy();
    }),
    { numRuns, ...replay },
  );
  await fuzzer.expectStoreConsistent();
}

// ---------------------------------------------------------------- raw sockets

interface RawOutcome {
  statuses: number[];
  /** The server closed the connection (or we dropped it). */
  closed: boolean;
  text: string;
}

/** The whole of one answer has arrived: its head and as many bytes of body as it announced. */
function answerComplete(text: string): boolean {
  const headEnd = text.indexOf("\r\n\r\n");
  if (headEnd === -1) return false;
  const length = /^content-length: *(\d+)/im.exec(text.slice(0, headEnd));
  return text.length - headEnd - 4 >= Number(length?.[1] ?? 0);
}

/**
 * Sends bytes over a real connection in pieces, then leaves: half-closes, drops the
 * connection, or (for a complete request) waits for the answer first, since a client
 * that half-closes early makes Node abort a request still being handled.
 */
function exchange(port: number, pieces: Buffer[], ending: gen.SocketScenario["ending"] | "after-answer") {
  return new Promise<RawOutcome>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      const statuses = [...text.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)].map((match) => Number(match[1]));
      resolve({ statuses, closed, text });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish(false);
    }, REQUEST_TIMEOUT_MS);
    socket.on("data", (data) => {
      text += data.toString("latin1");
      if (ending === "after-answer" && answerComplete(text)) socket.end();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => finish(true));
    // Each piece leaves on its own (no Nagle delay) before the next is written.
    socket.setNoDelay(true);
    socket.on("connect", () => {
      void (async () => {
        for (const piece of pieces) await new Promise<void>((sent) => socket.write(piece, () => sent()));
        if (ending === "destroy") socket.destroy();
        else if (ending === "half-close") socket.end();
      })();
    });
  });
}

function splitInto(bytes: Buffer, count: number): Buffer[] {
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, index) => bytes.subarray(index * size, (index + 1) * size)).filter(
    (piece) => piece.length > 0,
  );
}

async function socketBody(fuzzer: Fuzzer, endpoint: gen.SocketEndpoint) {
  const person = { email: "dilnoza@example.uz", phone: "+998901234567", message: "<script>alert(1)</script>'; --" };
  switch (endpoint) {
    case "subscribe":
      return {
        path: gen.PATHS.subscribe,
        type: "application/json",
        body: Buffer.from(JSON.stringify({ email: `s${randomUUID()}@example.uz` })),
      };
    case "contact": {
      const file = await fuzzer.uploadGenuine("attachments");
      const body = { full_name: "Dilnoza", company_name: "Orient", ...person, file, checkbox: true };
      return {
        path: gen.PATHS.contact,
        type: "application/json",
        body: Buffer.from(JSON.stringify(body)),
        uploadId: file,
      };
    }
    case "application": {
      const cv = await fuzzer.uploadGenuine("cv");
      const body = { first_name: "Sardor", last_name: "Yo‘ldoshev", ...person, cv, position: "", checkbox: true };
      return {
        path: gen.PATHS.application,
        type: "application/json",
        body: Buffer.from(JSON.stringify(body)),
        uploadId: cv,
      };
    }
    case "upload": {
      const content = Buffer.alloc(40_000, 0x41);
      Buffer.from(PDF).copy(content);
      const form = await multipart([{ name: "file", filename: "brief.pdf", content: new Uint8Array(content) }]);
      return { path: gen.PATHS.upload("attachments"), type: form.headers["content-type"], body: form.payload };
    }
  }
}

/**
 * What inject cannot send: a Content-Length that lies, a chunked body that stops, a
 * connection dropped mid-body, broken request lines and headers. The answer may be
 * none (the client left) but never a 5xx, and an interrupted request stores nothing.
 */
async function runSocketScenario(fuzzer: Fuzzer, port: number, scenario: gen.SocketScenario) {
  const { path, type, body, uploadId } = await socketBody(fuzzer, scenario.endpoint);
  const cut = Math.max(1, Math.floor(scenario.cut * body.length));
  const head = (headers: string) =>
    Buffer.from(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\n${headers}\r\n`);
  let bytes: Buffer;
  let ending: Parameters<typeof exchange>[2] = scenario.ending;
  switch (scenario.kind) {
    case "length-too-long":
      bytes = Buffer.concat([head(`Content-Length: ${body.length}\r\n`), body.subarray(0, cut)]);
      break;
    case "length-too-short":
      bytes = Buffer.concat([head(`Content-Length: ${cut}\r\n`), body]);
      break;
    case "chunked-cut":
      bytes = Buffer.concat([
        head("Transfer-Encoding: chunked\r\n"),
        Buffer.from(`${body.length.toString(16)}\r\n`),
        body.subarray(0, cut),
      ]);
      break;
    case "length-and-chunked":
      bytes = Buffer.concat([head(`Content-Length: ${body.length}\r\nTransfer-Encoding: chunked\r\n`), body]);
      break;
    case "bad-request-line":
      bytes = Buffer.from(`POST ${path} HTTP/9.9 extra\r\nHost: 127.0.0.1\r\n\r\n`);
      break;
    case "huge-header":
      bytes = head(`X-Padding: ${"a".repeat(20_000)}\r\nContent-Length: ${body.length}\r\n`);
      break;
    case "nul-in-header":
      bytes = head(`X-Test: a\u0000b\r\nContent-Length: ${body.length}\r\n`);
      break;
    case "complete-slowly":
      bytes = Buffer.concat([head(`Content-Length: ${body.length}\r\n`), body]);
      ending = "after-answer";
      break;
  }
  const table = scenario.endpoint === "upload" ? "uploads" : TABLE_OF[scenario.endpoint];
  const before = await fuzzer.count(table);
  fuzzer.sent.set("socket", (fuzzer.sent.get("socket") ?? 0) + 1);
  const outcome = await exchange(port, splitInto(bytes, scenario.pieces), ending);
  const context = `${fc.stringify(scenario)} → ${outcome.text.slice(0, 300)}`;
  expect(outcome.closed, `the server neither answered nor closed: ${context}`).toBe(true);
  for (const status of outcome.statuses) expect(status < 500, context).toBe(true);

  if (scenario.kind === "complete-slowly") {
    expect(outcome.statuses, context).toEqual([200]);
    const answer = JSON.parse(outcome.text.slice(outcome.text.indexOf("\r\n\r\n") + 4)) as { id?: string };
    if (scenario.endpoint === "upload") {
      fuzzer.ledger.uploads.set(answer.id!, { category: "attachments", mime: "application/pdf", used: false });
    } else if (scenario.endpoint === "subscribe") {
      fuzzer.ledger.subscribe.add((JSON.parse(body.toString()) as { email: string }).email.toLowerCase());
    } else {
      fuzzer.ledger[scenario.endpoint].add(uploadId!);
      fuzzer.ledger.uploads.get(uploadId!)!.used = true;
    }
    return;
  }
  // An interrupted request stores nothing, and leaves its upload unclaimed.
  await fuzzer.settle();
  expect(await fuzzer.count(table), context).toBe(before);
  if (uploadId) expect((await fuzzer.server.upload(uploadId))?.usedAt, context).toBeNull();
}

// ---------------------------------------------------------------- the properties

describe.each(ENGINES)("fuzzing the API on %s", (engine) => {
  let fuzzer: Fuzzer;
  beforeAll(async () => {
    // Generous limits are configuration: the rate limiter is not what is tested here.
    const server = await startTestServer(engine, {
      RATE_LIMIT_PER_MINUTE: "100000",
      UPLOAD_MAX_MB: String(gen.UPLOAD_LIMIT_MB),
    });
    fuzzer = new Fuzzer(server);
  });
  afterAll(async () => fuzzer?.server.close());

  it.each(["attachments", "cv"] as const)(
    "uploads to %s: accepted exactly when the content is an accepted type, nothing kept otherwise",
    async (category) => {
      await fuzz(fuzzer, gen.uploadRequest(fc.constant(category)), RUNS, (request) => fuzzer.tryUpload(request));
      expect(fuzzer.sent.get(`upload:${category}`)).toBeGreaterThanOrEqual(RUNS);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "uploads to categories that do not exist are refused",
    async () => {
      await fuzz(fuzzer, gen.uploadRequest(gen.invalidCategory), INVALID_CATEGORY_RUNS, (request) =>
        fuzzer.tryUpload(request),
      );
      expect(fuzzer.sent.get("upload:other")).toBeGreaterThanOrEqual(INVALID_CATEGORY_RUNS);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each(["contact", "application", "subscribe"] as const)(
    "%s submissions: acknowledged exactly when valid, stored byte for byte, never a 5xx",
    async (form) => {
      await fuzz(fuzzer, gen.submission(MODEL_OF[form]), RUNS, (sub) => fuzzer.submitJson(form, sub));
      expect(fuzzer.sent.get(form)).toBeGreaterThanOrEqual(RUNS);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "subscriptions posted as a plain form are answered by a redirect to this site",
    async () => {
      await fuzz(fuzzer, gen.plainFormPost, RUNS / 4, (post) => fuzzer.submitPlainForm(post));
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "over a real socket: lying lengths, cut bodies and dropped connections",
    async () => {
      const app = fuzzer.server.app;
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as { port: number };
      await fuzz(fuzzer, gen.socketScenario, SOCKET_RUNS, (scenario) => runSocketScenario(fuzzer, port, scenario));
      expect(fuzzer.sent.get("socket")).toBeGreaterThanOrEqual(SOCKET_RUNS);
    },
    PROPERTY_TIMEOUT_MS,
  );
});

// ---------------------------------------------------------------- what the fuzzer found

describe.each(ENGINES)("fuzz regressions on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(async () => server?.close());

  const post = (url: string, payload: Buffer | string, contentType: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "POST", url, payload, headers: { "content-type": contentType, ...headers } });
  const uploadId = async (category: UploadCategory = "attachments") => {
    const body = await multipart([{ name: "file", filename: "brief.pdf", content: category === "cv" ? DOCX : PDF }]);
    const response = await server.app.inject({ method: "POST", url: gen.PATHS.upload(category), ...body });
    return response.json<{ id: string }>().id;
  };

  it("answers 400, not 500, to a multipart body that never closes, has no boundary or is garbage", async () => {
    const form = await multipart([{ name: "file", filename: "scan.png", content: PNG }]);
    const boundary = /boundary=(.+)$/.exec(form.headers["content-type"])![1]!;
    const cases: [Buffer, string][] = [
      [form.payload.subarray(0, form.payload.length - 10), form.headers["content-type"]],
      [form.payload.subarray(0, 100), form.headers["content-type"]],
      [form.payload, "multipart/form-data"],
      [form.payload, `multipart/form-data; boundary=${boundary}x`],
      [Buffer.from("garbage"), "multipart/form-data; boundary=x"],
    ];
    for (const [payload, contentType] of cases) {
      const response = await post(gen.PATHS.upload("attachments"), payload, contentType);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await server.count("uploads")).toBe(0);
    expect(await server.storedFiles()).toEqual([]);
  });

  it("stores a file part that has no file name under a default one (it was a 500 that left the file on disk)", async () => {
    const payload = Buffer.concat([
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(PNG),
      Buffer.from("\r\n--b--\r\n"),
    ]);
    const response = await post(gen.PATHS.upload("attachments"), payload, "multipart/form-data; boundary=b");
    expect(response.statusCode, response.body).toBe(200);
    expect((await server.upload(response.json<{ id: string }>().id))?.originalName).toBe("attachment.png");
    expect(await server.storedFiles()).toHaveLength(await server.count("uploads"));
  });

  it("keeps a long file name whole to its last character instead of halving an emoji", async () => {
    const name = `${"x".repeat(199)}😀.pdf`;
    const body = await multipart([{ name: "file", filename: name, content: PDF }]);
    const response = await server.app.inject({ method: "POST", url: gen.PATHS.upload("attachments"), ...body });
    expect((await server.upload(response.json<{ id: string }>().id))?.originalName).toBe(`${"x".repeat(199)}😀.pdf`);
  });

  it.each([
    ["a NUL byte in the message", { message: "a\u0000b" }, "message"],
    ["an escape sequence in the name", { full_name: "Dilnoza\u001b[2J" }, "full_name"],
    ["a lone surrogate in the company", { company_name: "Orient\ud800" }, "company_name"],
    ["a NUL byte in the upload id", { file: "a\u0000b" }, "file"],
  ])("refuses %s with 400, not 500, and stores nothing", async (_case, change, field) => {
    const payload = {
      full_name: "Dilnoza",
      company_name: "Orient",
      email: "dilnoza@example.uz",
      phone: "+998901234567",
      message: "Line one\n\tline two\r\n",
      file: await uploadId(),
      checkbox: true,
      ...change,
    };
    const response = await post(gen.PATHS.contact, JSON.stringify(payload), "application/json");
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual([field]);
    expect(await server.count("contactRequests")).toBe(0);
  });

  it("stores markup and SQL in free text byte for byte", async () => {
    const hostile = `<script>alert(1)</script> "><img src=x onerror=alert(1)> '; DROP TABLE uploads; --`;
    const payload = {
      first_name: hostile,
      last_name: "O'Brien",
      email: "o'brien+cv@example.uz",
      phone: "+998901234567",
      message: `${hostile}\n${hostile}`,
      cv: await uploadId("cv"),
      position: "",
      checkbox: true,
    };
    expect((await post(gen.PATHS.application, JSON.stringify(payload), "application/json")).statusCode).toBe(200);
    const row = await server.database.db
      .selectFrom("applications")
      .selectAll()
      .where("cvId", "=", payload.cv)
      .executeTakeFirst();
    expect(row).toMatchObject({
      firstName: hostile,
      lastName: "O'Brien",
      email: payload.email,
      message: payload.message,
    });
  });

  it.each(["http://localhost//evil.example/x", "http://localhost/\\evil.example/x", "http://localhost///evil.example"])(
    "sends a plain form post from %s back to this site, never to another host",
    async (referer) => {
      const response = await post(gen.PATHS.subscribe, "email=a%40example.uz", "application/x-www-form-urlencoded", {
        referer,
        host: "localhost",
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/evil\.example\/?x?\?subscribe=ok#subscribe$/);
    },
  );
});

/** A form field's name as the database layer spells it: "full_name" → "fullName". */
function camelCase(field: string): string {
  return field.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}
