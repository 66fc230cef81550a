import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { request } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import { API_PATHS, uploadPath } from "../../shared/api.ts";

export const UPLOAD = { attachments: uploadPath("attachments"), cv: uploadPath("cv") } as const;
export const { contact: CONTACT, application: APPLICATION, subscribe: SUBSCRIBE } = API_PATHS;

export interface Answer {
  status: number;
  body: string;
}

/**
 * A POST whose body leaves in 16 KiB pieces with a turn of the event loop between
 * them, so a large upload is mid-body for a while. `stall` stops writing halfway and
 * never finishes: an upload that is certainly mid-body when the server dies.
 */
export function post(port: number, path: string, type: string, body: Buffer, stall = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path,
        agent: false,
        headers: { "content-type": type, "content-length": body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on("close", () => {
          if (!res.complete) reject(new Error("the answer was cut off"));
        });
      },
    );
    req.on("error", reject);
    const writeAll = async () => {
      const piece = 16 * 1024;
      const end = stall ? Math.floor(body.length / 2) : body.length;
      for (let offset = 0; offset < end; offset += piece) {
        if (!req.write(body.subarray(offset, Math.min(offset + piece, end)))) await once(req, "drain");
        await nextTurn();
      }
      if (!stall) req.end();
    };
    // A write error also reaches req's "error" listener, which rejects.
    writeAll().catch(() => undefined);
  });
}

const json = (body: object) => Buffer.from(JSON.stringify(body));

export const postJson = (port: number, path: string, body: object) => post(port, path, "application/json", json(body));

const BOUNDARY = "----lojuvard-crash";

export function multipartFile(name: string, mime: string, content: Buffer): { type: string; body: Buffer } {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n`;
  return {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}

const SIGNATURES = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pdf: Buffer.from("%PDF-1.7\n"),
};

/** A file of 16–256 KiB of random bytes behind a real signature; the bytes let the test compare what is stored. */
export function randomFile(
  kind: keyof typeof SIGNATURES,
  size = 16 * 1024 + Math.floor(Math.random() * 240 * 1024),
): Buffer {
  return Buffer.concat([SIGNATURES[kind], randomBytes(size)]);
}

interface UploadSent {
  category: keyof typeof UPLOAD;
  name: string;
  bytes: Buffer;
}

/** What the server acknowledged (2xx) before it died: uploads by answered id, forms by their unique e-mail. */
interface Acknowledged {
  uploads: Map<string, UploadSent>;
  contacts: Map<string, Record<string, string>>;
  applications: Map<string, Record<string, string>>;
  subscribers: Set<string>;
}

export interface Traffic {
  acknowledged: Acknowledged;
  /** Answers that were neither 2xx nor cut off by the kill. */
  unexpected: string[];
  inFlight: () => number;
  /** Said just before the kill: from then on a failed request is expected. */
  serverKilled: () => void;
  /** Settles once every client's loop has ended on a failed request. */
  finished: Promise<void>;
}

/**
 * Several clients submitting forms back to back, each its own sequence (upload then
 * contact, CV then application, subscribe), plus three uploads that stall halfway,
 * until the server goes away.
 */
export function streamSubmissions(port: number, tag: string): Traffic {
  const acknowledged: Acknowledged = {
    uploads: new Map(),
    contacts: new Map(),
    applications: new Map(),
    subscribers: new Set(),
  };
  const unexpected: string[] = [];
  let inFlight = 0;
  let counter = 0;
  let killed = false;

  const send = async (path: string, type: string, body: Buffer, stall = false) => {
    inFlight += 1;
    try {
      const answer = await post(port, path, type, body, stall);
      if (answer.status < 200 || answer.status >= 300) unexpected.push(`${path}: ${answer.status} ${answer.body}`);
      return answer;
    } finally {
      inFlight -= 1;
    }
  };

  const upload = async (category: keyof typeof UPLOAD, n: number, stall = false) => {
    const kind = category === "cv" ? "pdf" : "png";
    // A stalled upload is large enough that part of it is stored before it stalls halfway
    // (the database file store writes 256 KB chunks).
    const bytes = stall ? randomFile(kind, 700 * 1024) : randomFile(kind);
    const sent: UploadSent = { category, name: `${tag}-${n}.${kind}`, bytes };
    const { type, body } = multipartFile(sent.name, kind === "pdf" ? "application/pdf" : "image/png", sent.bytes);
    const answer = await send(UPLOAD[category], type, body, stall);
    if (answer.status !== 200) return undefined;
    const { id } = JSON.parse(answer.body) as { id: string };
    acknowledged.uploads.set(id, sent);
    return id;
  };

  const contactClient = async () => {
    for (;;) {
      const n = ++counter;
      const file = await upload("attachments", n);
      if (!file) continue;
      const form = {
        full_name: `Crash Test ${n}`,
        company_name: `Company ${n}`,
        email: `${tag}-contact-${n}@example.com`,
        phone: `+99890${String(n).padStart(7, "0")}`,
        message: `Quote request number ${n}, sent while the server is killed.`,
      };
      const answer = await send(CONTACT, "application/json", json({ ...form, file, checkbox: true }));
      if (answer.status === 200) {
        acknowledged.contacts.set(form.email, {
          fullName: form.full_name,
          companyName: form.company_name,
          email: form.email,
          phone: form.phone,
          message: form.message,
          fileId: file,
          language: "en",
        });
      }
    }
  };

  const applicationClient = async () => {
    for (;;) {
      const n = ++counter;
      const cv = await upload("cv", n);
      if (!cv) continue;
      const form = {
        first_name: "Crash",
        last_name: `Test ${n}`,
        email: `${tag}-application-${n}@example.com`,
        phone: `+99891${String(n).padStart(7, "0")}`,
        message: `Application number ${n}.`,
        position: n % 2 ? "devops-engineer-tashkent" : "",
      };
      const answer = await send(APPLICATION, "application/json", json({ ...form, cv, checkbox: true }));
      if (answer.status === 200) {
        acknowledged.applications.set(form.email, {
          firstName: form.first_name,
          lastName: form.last_name,
          email: form.email,
          phone: form.phone,
          message: form.message,
          position: form.position,
          cvId: cv,
          language: "en",
        });
      }
    }
  };

  const subscribeClient = async () => {
    for (;;) {
      const email = `${tag}-subscriber-${++counter}@example.com`;
      const answer = await send(SUBSCRIBE, "application/json", json({ email }));
      if (answer.status === 200) acknowledged.subscribers.add(email);
    }
  };

  const stalledUpload = async () => {
    await upload("attachments", ++counter, true);
  };

  // Each client runs until its request fails because the server died.
  const clients = [
    ...Array.from({ length: 6 }, contactClient),
    ...Array.from({ length: 6 }, applicationClient),
    ...Array.from({ length: 3 }, subscribeClient),
    ...Array.from({ length: 3 }, stalledUpload),
  ].map((client) =>
    client.catch((error: unknown) => {
      if (!killed) unexpected.push(`a client failed before the kill: ${String(error)}`);
    }),
  );
  return {
    acknowledged,
    unexpected,
    inFlight: () => inFlight,
    serverKilled: () => (killed = true),
    finished: Promise.all(clients).then(() => undefined),
  };
}
