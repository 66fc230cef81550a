import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { LANGUAGES, localizePath } from "../../shared/i18n/languages.ts";
import type { LoadRequest } from "./load-autocannon.ts";

const root = resolve(import.meta.dirname, "../..");

const ENDPOINTS = {
  attachment: uploadPath("attachments"),
  cv: uploadPath("cv"),
  ...API_PATHS,
} as const;

/** What the load sent to one endpoint, by a key that is unique per submission and findable in the database. */
export class Ledger {
  readonly sent = new Set<string>();
  /** Answered 2xx; the value is the id the server answered, if any. */
  readonly acknowledged = new Map<string, string>();
  readonly refused = new Map<string, number>();

  answer(key: string, status: number, id = "") {
    if (status >= 200 && status < 300) this.acknowledged.set(key, id);
    else this.refused.set(key, status);
  }
}

export type Ledgers = Record<"uploads" | "contacts" | "applications" | "subscribers", Ledger>;

export function newLedgers(): Ledgers {
  return { uploads: new Ledger(), contacts: new Ledger(), applications: new Ledger(), subscribers: new Ledger() };
}

export interface Scenario {
  name: string;
  requests: LoadRequest<SubmissionContext>[];
}

interface SubmissionContext {
  n?: number;
  key?: string;
  fileId?: string;
}

/** Pages of every kind in the three languages; the blog post and the job are the first ones in content/. */
export function pagePaths(): string[] {
  const firstEntry = (folder: string) =>
    readdirSync(join(root, "content", folder), { withFileTypes: true }).find((entry) => entry.isDirectory())?.name;
  const paths = [
    "/",
    "/services",
    "/services/webdev",
    "/industry/banking",
    "/casestudies/familycredit",
    "/company/careers",
    `/company/careers/${firstEntry("jobs")}`,
    "/blog",
    `/blog/post/${firstEntry("blog")}`,
  ];
  return LANGUAGES.flatMap((lang) => paths.map((path) => localizePath(path, lang)));
}

const BROWSER_HEADERS = { accept: "text/html", "accept-encoding": "br, gzip" };

export function pagesScenario(paths: string[]): Scenario {
  return { name: "pages", requests: paths.map((path) => ({ method: "GET", path, headers: BROWSER_HEADERS })) };
}

/**
 * The three forms under load. Every submission carries the run's tag and a counter in
 * its e-mail (uploads: in the file name), so each stored row names the request it came from.
 */
export function submissionScenarios(tag: string, ledgers: Ledgers): Scenario[] {
  let counter = 0;
  const json = (body: object) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  const subscribe: LoadRequest<SubmissionContext> = {
    method: "POST",
    path: ENDPOINTS.subscribe,
    setupRequest: (request, context) => {
      context.key = `${tag}-subscriber-${++counter}@example.com`;
      ledgers.subscribers.sent.add(context.key);
      return { ...request, ...json({ email: context.key }) };
    },
    onResponse: (status, _body, context) => ledgers.subscribers.answer(context.key ?? "", status),
  };

  const upload = (path: string, file: (n: number) => { name: string; mime: string; content: Buffer }) =>
    ({
      method: "POST",
      path,
      setupRequest: (request, context) => {
        context.n = ++counter;
        const { name, mime, content } = file(context.n);
        context.key = name;
        context.fileId = undefined;
        ledgers.uploads.sent.add(name);
        return { ...request, ...multipart(name, mime, content) };
      },
      onResponse: (status, body, context) => {
        if (status === 200) context.fileId = (JSON.parse(body) as { id: string }).id;
        ledgers.uploads.answer(context.key ?? "", status, context.fileId);
      },
    }) satisfies LoadRequest<SubmissionContext>;

  // The form step restarts the sequence (returns null) when its upload was refused.
  const contact: LoadRequest<SubmissionContext> = {
    method: "POST",
    path: ENDPOINTS.contact,
    setupRequest: (request, context) => {
      if (!context.fileId) return null;
      context.key = `${tag}-contact-${context.n}@example.com`;
      ledgers.contacts.sent.add(context.key);
      return {
        ...request,
        ...json({
          full_name: `Load Test ${context.n}`,
          company_name: "Benchmark LLC",
          email: context.key,
          phone: "+998901234567",
          message: "A quote request sent by the load benchmark.",
          file: context.fileId,
          checkbox: true,
        }),
      };
    },
    onResponse: (status, _body, context) => ledgers.contacts.answer(context.key ?? "", status),
  };

  const application: LoadRequest<SubmissionContext> = {
    method: "POST",
    path: ENDPOINTS.application,
    setupRequest: (request, context) => {
      if (!context.fileId) return null;
      context.key = `${tag}-application-${context.n}@example.com`;
      ledgers.applications.sent.add(context.key);
      return {
        ...request,
        ...json({
          first_name: "Load",
          last_name: `Test ${context.n}`,
          email: context.key,
          phone: "+998901234567",
          message: "An application sent by the load benchmark.",
          cv: context.fileId,
          position: "",
          checkbox: true,
        }),
      };
    },
    onResponse: (status, _body, context) => ledgers.applications.answer(context.key ?? "", status),
  };

  return [
    { name: "subscribe", requests: [subscribe] },
    {
      name: "upload + contact",
      requests: [
        upload(ENDPOINTS.attachment, (n) => ({ name: `${tag}-${n}.png`, mime: "image/png", content: PNG_FILE })),
        contact,
      ],
    },
    {
      name: "upload CV + application",
      requests: [
        upload(ENDPOINTS.cv, (n) => ({ name: `${tag}-${n}.pdf`, mime: "application/pdf", content: PDF_FILE })),
        application,
      ],
    },
  ];
}

/** A typical small attachment: 32 KiB behind a real signature (the server sniffs the first bytes). */
const FILE_BYTES = 32 * 1024;
const PNG_FILE = padded(
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
);
const PDF_FILE = padded(Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n"));

function padded(head: Buffer): Buffer {
  const file = Buffer.alloc(FILE_BYTES, 0x20);
  head.copy(file);
  return file;
}

const BOUNDARY = "----lojuvard-load";

function multipart(name: string, mime: string, content: Buffer) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n`;
  return {
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}
