import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { removeStaleUploads } from "../../server/files/cleanup.ts";
import {
  DOC,
  DOCX,
  ENGINES,
  JPEG,
  multipart,
  PDF,
  PNG,
  startTestServer,
  ZIP,
  ZIP_MENTIONING_WORD,
  type TestServer,
} from "./server.ts";
import { zipArchive } from "../support/zip.ts";

const UPLOAD = uploadPath("attachments");
const CONTACT = API_PATHS.contact;
const SUBSCRIBE = API_PATHS.subscribe;
const CV_UPLOAD = uploadPath("cv");
const APPLICATION = API_PATHS.application;

describe.each(ENGINES)("API on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { UPLOAD_MAX_MB: "0.05", RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(async () => server.close());

  const upload = async (parts: Parameters<typeof multipart>[0]) => {
    const body = await multipart(parts);
    return server.app.inject({ method: "POST", url: UPLOAD, ...body });
  };
  const uploadFile = async (content: Uint8Array<ArrayBuffer> = PNG, filename = "brief.png") => {
    const response = await upload([{ name: "file", filename, content }]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: string }>().id;
  };
  const valid = async () => ({
    full_name: "  Dilnoza Karimova ",
    company_name: "Orient Logistics",
    email: "dilnoza@example.uz",
    phone: "+998901234567",
    message: "We need a warehouse tracking system.",
    file: await uploadFile(),
    checkbox: true,
  });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "POST", url, payload: payload as object, headers });

  describe("uploads", () => {
    it.each([
      ["PNG", PNG, "scan.png"],
      ["JPEG", JPEG, "photo.jpeg"],
      ["PDF", PDF, "brief.pdf"],
    ])("accepts a %s file and answers its id", async (_kind, content, filename) => {
      const before = await server.count("uploads");
      const id = await uploadFile(content, filename);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await server.count("uploads")).toBe(before + 1);
      const stored = await server.upload(id);
      expect(stored?.originalName).toBe(filename);
      expect((await server.storedFiles()).includes(stored!.storedName)).toBe(true);
    });

    it.each([
      ["text named .png", new TextEncoder().encode("just some text"), "notes.png"],
      [
        "SVG named .png",
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "logo.png",
      ],
      ["HTML named .pdf", new TextEncoder().encode("<!doctype html><p>hi</p>"), "brief.pdf"],
    ])("refuses a %s: the type comes from the content", async (_kind, content, filename) => {
      const before = { rows: await server.count("uploads"), files: (await server.storedFiles()).length };
      const response = await upload([{ name: "file", filename, type: "image/png", content }]);
      expect(response.statusCode).toBe(415);
      expect(await server.count("uploads")).toBe(before.rows);
      expect((await server.storedFiles()).length).toBe(before.files);
    });

    it("refuses a file over the size limit with 413 and keeps nothing", async () => {
      const before = (await server.storedFiles()).length;
      const big = new Uint8Array(60 * 1024);
      big.set(PNG);
      const response = await upload([{ name: "file", filename: "big.png", content: big }]);
      expect(response.statusCode).toBe(413);
      expect((await server.storedFiles()).length).toBe(before);
    });

    it("refuses a missing, misnamed or repeated file part and a non-multipart body", async () => {
      const before = await server.count("uploads");
      expect((await upload([{ name: "document", filename: "a.png", content: PNG }])).statusCode).toBe(400);
      expect((await upload([{ name: "title", content: "no file" }])).statusCode).toBe(400);
      expect(
        (
          await upload([
            { name: "file", filename: "a.png", content: PNG },
            { name: "file", filename: "b.png", content: PNG },
          ])
        ).statusCode,
      ).toBeGreaterThanOrEqual(400);
      expect((await post(UPLOAD, { file: "x" })).statusCode).toBe(415);
      expect(await server.count("uploads")).toBe(before);
    });

    it("removes uploads nobody used within a day, keeps used and recent ones", async () => {
      const stale = await uploadFile();
      const used = await valid();
      expect((await post(CONTACT, used)).statusCode).toBe(200);
      const staleRecord = await server.upload(stale);
      await removeStaleUploads(server.database, server.files, new Date(Date.now() + 25 * 60 * 60 * 1000));
      expect(await server.upload(stale)).toBeUndefined();
      expect((await server.storedFiles()).includes(staleRecord!.storedName)).toBe(false);
      expect(await server.upload(used.file)).toBeDefined();
    });
  });

  describe("contact requests", () => {
    it("stores a valid request, trimmed, and claims its upload", async () => {
      const before = await server.count("contactRequests");
      const payload = await valid();
      const response = await post(CONTACT, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
      expect(await server.count("contactRequests")).toBe(before + 1);
      const row = await server.database.db
        .selectFrom("contactRequests")
        .selectAll()
        .where("fileId", "=", payload.file)
        .executeTakeFirst();
      expect(row?.fullName).toBe("Dilnoza Karimova");
      expect((await server.upload(payload.file))?.usedAt).not.toBeNull();
    });

    const cases: [string, (p: Record<string, unknown>) => void, string, string][] = [
      ["a blank name", (p) => (p.full_name = "   "), "full_name", "Value is required"],
      ["no company", (p) => delete p.company_name, "company_name", "Value is required"],
      ["a blank message", (p) => (p.message = ""), "message", "Value is required"],
      [
        "a control character pasted into the message",
        (p) => (p.message = "Line one\u000bline two"),
        "message",
        "Value contains control characters",
      ],
      [
        "a lone surrogate in the name",
        (p) => (p.full_name = "Dilnoza \ud800"),
        "full_name",
        "Value contains control characters",
      ],
      ["an invalid e-mail", (p) => (p.email = "dilnoza@"), "email", "Value is not a valid email address"],
      ["a short phone", (p) => (p.phone = "+998"), "phone", "This field should be at least 5 characters long"],
      ["letters in the phone", (p) => (p.phone = "+998 90 ABC-45-67"), "phone", "Use only digits and the plus sign"],
      ["a phone of separators only", (p) => (p.phone = " (-.-) "), "phone", "Value is required"],
      [
        "a phone short once written plainly",
        (p) => (p.phone = "(90) 1"),
        "phone",
        "This field should be at least 5 characters long",
      ],
      ["a phone of plus signs", (p) => (p.phone = "+++++"), "phone", "Use only digits and the plus sign"],
      ["consent not given", (p) => (p.checkbox = false), "checkbox", "Value is required"],
      ["consent as a string", (p) => (p.checkbox = "true"), "checkbox", "Value is required"],
      ["no file", (p) => (p.file = ""), "file", "Value is required"],
      [
        "a file never uploaded",
        (p) => (p.file = "4d6f3f0e-1111-4222-8333-944455556666"),
        "file",
        "Upload the file again",
      ],
      ["a name that is not text", (p) => (p.full_name = { $gt: "" }), "full_name", "Value is required"],
      ["a message over 5,000 characters", (p) => (p.message = "x".repeat(5001)), "message", "Value is too long"],
    ];
    it.each(cases)(
      "refuses %s with 400, a message for the field, and stores nothing",
      async (_name, change, field, message) => {
        const payload: Record<string, unknown> = await valid();
        change(payload);
        const before = await server.count("contactRequests");
        const response = await post(CONTACT, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields[field].message).toBe(message);
        expect(await server.count("contactRequests")).toBe(before);
      },
    );

    it.each([
      ["+998 90 123-45-67", "+998901234567"],
      ["(90) 123.45.67", "901234567"],
      ["+998\u00a090\u00a0123\u201345\u201367", "+998901234567"],
    ])("accepts the phone %s as people write it and stores %s", async (written, stored) => {
      const payload = { ...(await valid()), phone: written };
      expect((await post(CONTACT, payload)).statusCode).toBe(200);
      const row = await server.database.db
        .selectFrom("contactRequests")
        .select("phone")
        .where("fileId", "=", payload.file)
        .executeTakeFirstOrThrow();
      expect(row.phone).toBe(stored);
    });

    it("refuses an upload used by an earlier request", async () => {
      const payload = await valid();
      expect((await post(CONTACT, payload)).statusCode).toBe(200);
      const again = await post(CONTACT, { ...payload, email: "other@example.uz" });
      expect(again.statusCode).toBe(400);
      expect(again.json().fields.file.code).toBe("upload");
    });

    it("refuses unknown fields, malformed JSON, other content types and oversized bodies without storing", async () => {
      const before = await server.count("contactRequests");
      expect((await post(CONTACT, { ...(await valid()), role: "admin" })).statusCode).toBe(400);
      expect((await post(CONTACT, '{"full_name": "A",', { "content-type": "application/json" })).statusCode).toBe(400);
      expect((await post(CONTACT, "<xml/>", { "content-type": "application/xml" })).statusCode).toBe(415);
      expect(
        (await post(CONTACT, "full_name=A", { "content-type": "application/x-www-form-urlencoded" })).statusCode,
      ).toBe(415);
      const huge = { ...(await valid()), message: "x".repeat(70 * 1024) };
      expect((await post(CONTACT, huge)).statusCode).toBe(413);
      expect((await post(CONTACT, [1, 2, 3])).statusCode).toBe(400);
      expect((await post(CONTACT, "null", { "content-type": "application/json" })).statusCode).toBe(400);
      expect(await server.count("contactRequests")).toBe(before);
    });

    it("answers a filled honeypot or a too-fast form as if stored, and keeps it out of the list", async () => {
      const before = await server.count("contactRequests");
      const trap = await post(CONTACT, { ...(await valid()), website: "http://spam.example" });
      expect(trap.statusCode).toBe(200);
      expect(trap.json()).toEqual({ status: "ok" });
      expect((await post(CONTACT, { ...(await valid()), form_time_ms: 400 })).statusCode).toBe(200);
      expect(await server.count("contactRequests")).toBe(before);
      // Our own form, filled at human speed, is stored.
      expect((await post(CONTACT, { ...(await valid()), website: "", form_time_ms: 9000 })).statusCode).toBe(200);
      expect(await server.count("contactRequests")).toBe(before + 1);
    });
  });

  describe("job applications", () => {
    const uploadCv = async (content: Uint8Array<ArrayBuffer>, filename: string) => {
      const body = await multipart([{ name: "file", filename, content }]);
      return server.app.inject({ method: "POST", url: CV_UPLOAD, ...body });
    };
    const application = async () => {
      const cv = await uploadCv(DOCX, "cv.docx");
      expect(cv.statusCode, cv.body).toBe(200);
      return {
        first_name: "Sardor",
        last_name: "Yo‘ldoshev",
        email: "sardor@example.uz",
        phone: "+998935551122",
        message: "I would like to join the QA team in Bukhara.",
        cv: cv.json<{ id: string }>().id,
        position: "qa-automation-engineer-bukhara",
        checkbox: true,
      };
    };

    it.each([
      ["PDF", PDF, "cv.pdf"],
      ["DOC", DOC, "cv.doc"],
      ["DOCX", DOCX, "cv.docx"],
    ])("accepts a %s CV", async (_kind, content, filename) => {
      const response = await uploadCv(content, filename);
      expect(response.statusCode).toBe(200);
      expect((await server.upload(response.json<{ id: string }>().id))?.category).toBe("cv");
    });

    it.each([
      ["a ZIP archive named .docx", ZIP, "cv.docx"],
      ["a ZIP archive whose bytes mention word/document.xml", ZIP_MENTIONING_WORD, "cv.docx"],
      ["a Word document cut short", DOCX.subarray(0, DOCX.length - 10), "cv.docx"],
      [
        "a Word document with bytes after its end",
        new Uint8Array([...DOCX, ...new TextEncoder().encode("trailing")]),
        "cv.docx",
      ],
      [
        "a ZIP with a folder named word/document.xml/",
        zipArchive([{ name: "word/document.xml/", data: "" }]),
        "cv.docx",
      ],
      ["a PNG image", PNG, "cv.pdf"],
      ["plain text", new TextEncoder().encode("Curriculum vitae"), "cv.doc"],
    ])("refuses %s as a CV", async (_kind, content, filename) => {
      const before = (await server.storedFiles()).length;
      expect((await uploadCv(content, filename)).statusCode).toBe(415);
      expect((await server.storedFiles()).length).toBe(before);
    });

    it("answers 404 for an unknown upload category", async () => {
      const body = await multipart([{ name: "file", filename: "a.pdf", content: PDF }]);
      expect((await server.app.inject({ method: "POST", url: uploadPath("secrets"), ...body })).statusCode).toBe(404);
    });

    it("stores an application with its CV", async () => {
      const before = await server.count("applications");
      const payload = await application();
      expect((await post(APPLICATION, payload)).statusCode).toBe(200);
      expect(await server.count("applications")).toBe(before + 1);
      const row = await server.database.db
        .selectFrom("applications")
        .selectAll()
        .where("cvId", "=", payload.cv)
        .executeTakeFirst();
      expect(row).toMatchObject({ position: "qa-automation-engineer-bukhara", lastName: "Yo‘ldoshev" });
      expect((await server.upload(payload.cv))?.usedAt).not.toBeNull();
    });

    it("stores the phone of an application as digits and plus signs", async () => {
      const payload = { ...(await application()), phone: "+998 (93) 555-11-22" };
      expect((await post(APPLICATION, payload)).statusCode).toBe(200);
      const row = await server.database.db
        .selectFrom("applications")
        .select("phone")
        .where("cvId", "=", payload.cv)
        .executeTakeFirstOrThrow();
      expect(row.phone).toBe("+998935551122");
    });

    it("accepts a general application without a position", async () => {
      expect((await post(APPLICATION, { ...(await application()), position: "" })).statusCode).toBe(200);
    });

    it("files an application only under an open position, and answers alike for every other id", async () => {
      const { db } = server.database;
      // Openings staff have not made public (a draft, a scheduled one, a withdrawn one), copied from a live one.
      const live = await db
        .selectFrom("contentEntries")
        .selectAll()
        .where("kind", "=", "opening")
        .where("id", "=", "devops-engineer-tashkent")
        .executeTakeFirstOrThrow();
      const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
      for (const [id, status, publishAt] of [
        ["secret-draft-role", "draft", null],
        ["secret-scheduled-role", "scheduled", future],
        ["secret-withdrawn-role", "unpublished", null],
      ] as const) {
        await db
          .insertInto("contentEntries")
          .values({ ...live, id, status, publishAt })
          .execute();
      }
      const before = await server.count("applications");
      const answers = [];
      for (const position of [
        "secret-draft-role",
        "secret-scheduled-role",
        "secret-withdrawn-role",
        "software-engineering-internship-tashkent",
        "no-such-role",
      ]) {
        const response = await post(APPLICATION, { ...(await application()), position });
        expect(response.statusCode, position).toBe(400);
        answers.push(response.body);
      }
      // One answer for all: it tells nobody which ids exist.
      expect(new Set(answers).size).toBe(1);
      expect(JSON.parse(answers[0]!).fields).toEqual({
        position: {
          code: "position",
          message: "This position is not open: choose another one or send a general application",
        },
      });
      expect(await server.count("applications")).toBe(before);
    });

    it.each([
      ["a blank first name", { first_name: " " }, "first_name", "Value is required"],
      ["an invalid e-mail", { email: "sardor@" }, "email", "Value is not a valid email address"],
      ["a short phone", { phone: "123" }, "phone", "This field should be at least 5 characters long"],
      ["letters in the phone", { phone: "+998 93 five" }, "phone", "Use only digits and the plus sign"],
      ["no consent", { checkbox: false }, "checkbox", "Value is required"],
      ["a quote attachment as CV", {}, "cv", "Upload the file again"],
      ["a position that is not an id", { position: "<script>" }, "position", "Value is required"],
    ])("refuses %s and stores nothing", async (name, change, field, message) => {
      const payload: Record<string, unknown> = { ...(await application()), ...change };
      if (name === "a quote attachment as CV") payload.cv = await uploadFile(PDF, "brief.pdf");
      const before = await server.count("applications");
      const response = await post(APPLICATION, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field].message).toBe(message);
      expect(await server.count("applications")).toBe(before);
    });
  });

  describe("subscriptions", () => {
    it("stores one subscriber per address, whatever its letter case", async () => {
      const before = await server.count("subscribers");
      expect((await post(SUBSCRIBE, { email: "Aziz@Example.uz" })).statusCode).toBe(200);
      expect((await post(SUBSCRIBE, { email: " aziz@example.UZ " })).statusCode).toBe(200);
      expect(await server.count("subscribers")).toBe(before + 1);
    });

    it.each([
      ["an empty address", { email: "" }, "Value is required"],
      ["an invalid address", { email: "aziz@example" }, "Value is not a valid email address"],
      ["no address", {}, "Value is required"],
    ])("refuses %s with 400", async (_name, payload, message) => {
      const response = await post(SUBSCRIBE, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.email.message).toBe(message);
    });

    it("takes a plain form post (no JavaScript) and sends the visitor back to the page", async () => {
      const before = await server.count("subscribers");
      const ok = await post(SUBSCRIBE, "email=malika%40example.uz", {
        "content-type": "application/x-www-form-urlencoded",
        referer: "http://localhost:80/ru/blog",
        host: "localhost:80",
      });
      expect(ok.statusCode).toBe(303);
      expect(ok.headers.location).toBe("/ru/blog?subscribe=ok#subscribe");
      expect(await server.count("subscribers")).toBe(before + 1);
      const bad = await post(SUBSCRIBE, "email=nope", {
        "content-type": "application/x-www-form-urlencoded",
        referer: "https://elsewhere.example/page",
      });
      expect(bad.statusCode).toBe(303);
      expect(bad.headers.location).toBe("/?subscribe=invalid#subscribe");
    });
  });

  it("reports readiness when the database answers", async () => {
    expect((await server.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ready" });
  });
});

describe.each(ENGINES)("rate limits on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(async () => server.close());

  it("allows RATE_LIMIT_PER_MINUTE posts per address and endpoint, then answers 429 with Retry-After", async () => {
    const send = (url: string, ip = "203.0.113.7") =>
      server.app.inject({ method: "POST", url, payload: { email: "x@example.uz" }, remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) expect((await send(SUBSCRIBE)).statusCode).toBe(200);
    const limited = await send(SUBSCRIBE);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Without a trusted proxy, X-Forwarded-For cannot buy a new allowance.
    const spoofed = await server.app.inject({
      method: "POST",
      url: SUBSCRIBE,
      payload: { email: "x@example.uz" },
      remoteAddress: "203.0.113.7",
      headers: { "x-forwarded-for": "198.51.100.1" },
    });
    expect(spoofed.statusCode).toBe(429);
    // Another endpoint and another address have their own allowance.
    expect((await send(CONTACT)).statusCode).toBe(400);
    expect((await send(SUBSCRIBE, "203.0.113.8")).statusCode).toBe(200);
  });
});
