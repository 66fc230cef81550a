import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie, StaffAuth, type StaffMember } from "../../server/auth/staff-auth.ts";
import { readEntry, saveEntry } from "../../server/content/entries.ts";
import { deleteMedia, describeMedia, libraryItems, mediaUsage, onMediaDeleted } from "../../server/content/media.ts";
import { contentVersion } from "../../server/content/version.ts";
import { PublicContent } from "../../server/content/public-content.ts";
import { MemoryWindowCounter } from "../../server/limits/window-counter.ts";
import { posts } from "../../content/model/index.ts";
import type { Role } from "../../shared/staff.ts";
import { ENGINES, multipart, startTestServer, type TestServer } from "./server.ts";
import { staffAccount } from "../support/accounts.ts";
import { inboxCatalogue } from "../../app/admin/i18n/index.ts";

const ADMIN_PASSWORD = "bootstrap-password-for-media-tests";

const photo = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 20, g: 40, b: 120, alpha: 0.5 } : "#1d3a8a",
    },
  })
    .png()
    .toBuffer();

const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <style>@import url(https://evil.example/x.css);</style>
  <defs><linearGradient id="sky"><stop offset="0" stop-color="#0b3d91"/></linearGradient></defs>
  <rect width="200" height="100" fill="url(#sky)" onclick="alert(2)"/>
  <foreignObject width="10" height="10"><iframe src="https://evil.example"></iframe></foreignObject>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use href="https://evil.example/sprite.svg#x"/>
  <a href="javascript:alert(3)"><circle cx="50" cy="50" r="40" fill="#c9a227"/></a>
</svg>`;

// Making an image's sizes and formats takes a few seconds on a busy machine.
describe.each(ENGINES)("the media library on %s", { timeout: 60_000 }, (engine) => {
  let server: TestServer;
  let auth: StaffAuth;
  let admin: StaffMember;
  let editor: { token: string; session: { csrfToken: string; staff: StaffMember } };

  async function member(name: string, email: string, role: Role) {
    const password = "correct horse battery";
    await staffAccount(server.database, { name, email, password, role, language: "ru" }, admin);
    const signedIn = await auth.signIn({ email, password }, "203.0.113.9");
    if (signedIn.outcome !== "signed-in") throw new Error(`${email}: ${signedIn.outcome}`);
    return signedIn;
  }

  async function upload(
    signedIn: { token: string; session: { csrfToken: string } } | null,
    body: Buffer | string,
    filename = "photo.png",
  ) {
    const form = await multipart([
      { name: "file", filename, type: "application/octet-stream", content: new Uint8Array(Buffer.from(body)) },
    ]);
    return server.app.inject({
      method: "POST",
      url: "/admin/media",
      headers: {
        ...form.headers,
        ...(signedIn
          ? {
              cookie: sessionCookie(signedIn.token, new Date(Date.now() + 3600_000), false).split(";")[0]!,
              "x-csrf-token": signedIn.session.csrfToken,
            }
          : {}),
      },
      payload: form.payload,
    });
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_PASSWORD });
    auth = await StaffAuth.create(server.database, new MemoryWindowCounter(), ADMIN_PASSWORD);
    const signedIn = await auth.signIn({ email: "", password: ADMIN_PASSWORD }, "203.0.113.1");
    if (signedIn.outcome !== "signed-in") throw new Error(`bootstrap sign-in: ${signedIn.outcome}`);
    admin = signedIn.session.staff;
    editor = await member("Malika Saidova", "malika@lojuvard.uz", "editor");
  });
  afterAll(async () => server.close());

  it("takes files from members who edit content only, with the session's token", async () => {
    const sales = await member("Sardor Aliyev", "sardor@lojuvard.uz", "sales");
    const recruiter = await member("Otabek Nazarov", "otabek@lojuvard.uz", "recruiter");
    expect((await upload(null, await photo(800, 600))).statusCode).toBe(401);
    expect((await upload(sales, await photo(800, 600))).statusCode).toBe(403);
    expect((await upload({ ...editor, session: { csrfToken: "stolen" } }, await photo(800, 600))).statusCode).toBe(403);
    // A recruiter writes openings in Markdown, where images may be inserted.
    expect((await upload(recruiter, await photo(800, 600))).statusCode).toBe(200);
  });

  it("keeps an image's proportions in modern formats at up to three widths, with a crop for link previews", async () => {
    const response = await upload(editor, await photo(1600, 1000), "Team at the office.png");
    expect(response.statusCode).toBe(200);
    const { id, ref, kind } = response.json<{ id: string; ref: string; kind: string }>();
    expect([ref, kind]).toEqual([`media:${id}`, "image"]);
    for (const [file, type, width, height] of [
      ["480.avif", "image/avif", 480, 300],
      ["960.webp", "image/webp", 960, 600],
      ["1600.jpg", "image/jpeg", 1600, 1000],
      ["social.jpg", "image/jpeg", 1200, 630],
      ["thumbnail", "image/webp", 480, 300],
    ] as const) {
      const image = await server.app.inject({ method: "GET", url: `/media/${id}/${file}` });
      expect(image.statusCode, file).toBe(200);
      expect(image.headers["content-type"]).toBe(type);
      // An address without the file's tag (a link written by hand) answers, but is kept an hour only.
      expect(image.headers["cache-control"]).toBe("public, max-age=3600");
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.width, meta.height], file).toEqual([width, height]);
    }
    expect((await server.app.inject({ method: "GET", url: `/media/${id}/999.gif` })).statusCode).toBe(404);
    const [item] = (await libraryItems(server.database)).filter((candidate) => candidate.id === id);
    expect(item).toMatchObject({ name: "Team at the office.png", width: 1600, height: 1000, usedBy: [] });
    // A small transparent drawing is not enlarged, and keeps its transparency as PNG.
    const small = (await upload(editor, await photo(300, 200, true), "logo.png")).json<{ id: string }>();
    const fallback = await server.app.inject({ method: "GET", url: `/media/${small.id}/300.png` });
    expect(fallback.statusCode).toBe(200);
    expect((await sharp(fallback.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it("refuses what is not an image or a PDF by its content, and what is too large", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from("<script>alert(1)</script>")]);
    expect((await upload(editor, fake, "cover.png")).statusCode).toBe(415);
    expect((await upload(editor, "just words", "notes.pdf")).statusCode).toBe(415);
    const huge = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(huge.length).toBeGreaterThan(8 * 1024 * 1024);
    expect((await upload(editor, huge, "huge.png")).json()).toEqual({ error: "tooLarge" });
  });

  it("keeps an SVG only with its drawing: no script, handler, style sheet, foreign object or outside reference", async () => {
    const response = await upload(editor, HOSTILE_SVG, "badge.svg");
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: string }>();
    const svg = await server.app.inject({ method: "GET", url: `/media/${id}/image.svg` });
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["content-security-policy"]).toContain("sandbox");
    const text = svg.body;
    expect(text).toContain("<rect");
    expect(text).toContain('fill="url(#sky)"');
    expect(text).toContain("linearGradient");
    for (const hostile of ["<script", "onload", "onclick", "<style", "foreignObject", "evil.example", "javascript:"]) {
      expect(text, hostile).not.toContain(hostile);
    }
    // Its raster crop for link previews exists.
    expect((await server.app.inject({ method: "GET", url: `/media/${id}/social.jpg` })).statusCode).toBe(200);
  });

  it("keeps a PDF as it is, downloaded under its name", async () => {
    const pdf = "%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n";
    const response = await upload(editor, pdf, "Lojuvard portfolio 2026.pdf");
    expect(response.json()).toMatchObject({ kind: "document" });
    const { id } = response.json<{ id: string }>();
    const file = await server.app.inject({ method: "GET", url: `/media/${id}/document.pdf` });
    expect(file.body).toBe(pdf);
    expect(file.headers["content-disposition"]).toBe(`attachment; filename*=UTF-8''Lojuvard%20portfolio%202026.pdf`);
  });

  it("says what an image shows per language and where its subject is; pages read both", async () => {
    const { id } = (await upload(editor, await photo(1600, 1000), "desk.png")).json<{ id: string }>();
    const before = (await libraryItems(server.database)).find((item) => item.id === id)!;
    expect(
      await describeMedia(server.database, server.files, id, {
        alt: { en: "Engineers at a desk", ru: "Инженеры за столом", uz: "Muhandislar stol atrofida" },
        focus: { x: 20, y: 30 },
        by: "Malika Saidova",
      }),
    ).toBe(true);
    const after = (await libraryItems(server.database)).find((item) => item.id === id)!;
    expect(after.alt.ru).toBe("Инженеры за столом");
    expect(after.focus).toEqual({ x: 20, y: 30 });
    expect(after.preview).toBe(before.preview);

    // A post whose cover is this image, with no alt text of its own, and the image again in its text.
    const post = (await readEntry(server.database.db, posts, "ssr-for-slow-networks"))!;
    post.doc.cover = `media:${id}`;
    post.doc.coverAlt = { en: "", ru: "", uz: "" };
    post.doc.body.ru = `${post.doc.body.ru}\n\n![Наша команда](media:${id})\n`;
    const saved = await saveEntry(server.database, posts, editor.session.staff, {
      originalId: post.id,
      id: post.id,
      doc: post.doc,
      action: "save",
    });
    // A live post needs its cover described: the post's own text is required.
    expect(saved).toEqual({
      ok: false,
      issues: expect.arrayContaining([{ field: "coverAlt", lang: "en", problem: "required" }]),
    });
    post.doc.coverAlt = { en: "Our team", ru: "Наша команда", uz: "Jamoamiz" };
    expect(
      (
        await saveEntry(server.database, posts, editor.session.staff, {
          originalId: post.id,
          id: post.id,
          doc: post.doc,
          action: "save",
        })
      ).ok,
    ).toBe(true);
    const view = (await new PublicContent(server.database).get(posts, post.id, "ru"))!.view;
    expect(view.cover).toMatchObject({ width: 1600, height: 1000, focus: { x: 20, y: 30 }, alt: "Наша команда" });
    expect(view.cover?.raster).toMatch(new RegExp(`^/media/${id}/social-[a-z0-9]+\\.[0-9a-f]{10}\\.jpg$`));
    expect(view.cover?.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    // In the text: a picture in its formats, with its size, loaded when near.
    expect(view.body.html).toMatch(
      new RegExp(
        `<picture><source type="image/avif" srcset="/media/${id}/480\\.[0-9a-f]{10}\\.avif 480w, [^"]+" sizes="[^"]+">.*<img src="/media/${id}/1600\\.[0-9a-f]{10}\\.jpg" alt="Наша команда" width="1600" height="1000" loading="lazy"`,
      ),
    );

    // Used, so it stays: the library lists where, and refuses to delete it.
    expect(await mediaUsage(server.database, id)).toEqual([{ kind: "post", id: post.id }]);
    expect(await deleteMedia(server.database, server.files, id, "Malika Saidova")).toBe(false);
    expect((await server.app.inject({ method: "GET", url: `/media/${id}/960.webp` })).statusCode).toBe(200);
  });

  it("refuses an image too long or too narrow to keep in every size, in the site's words (issue 39.6)", async () => {
    for (const [width, height] of [
      [1, 30000],
      [16001, 10],
      [4000, 150],
    ] as const) {
      const response = await upload(editor, await photo(width, height), "strip.png");
      expect(response.statusCode, `${width}×${height}`).toBe(415);
      expect(response.json(), `${width}×${height}`).toEqual({ error: "dimensions" });
    }
    // The inbox words the refusal in each member's language.
    expect(inboxCatalogue("ru").media.problems.dimensions).toMatch(/^Изображение слишком вытянуто/);
    expect(inboxCatalogue("uz").media.problems.dimensions).toMatch(/16 000/);
    // Long but within the limits is kept.
    expect((await upload(editor, await photo(3000, 200), "banner.png")).statusCode).toBe(200);
  });

  it("serves files under addresses that change with the file; a deletion purges the shared cache (issue 39.5)", async () => {
    const { id } = (await upload(editor, await photo(640, 480), "tagged.png")).json<{ id: string }>();
    const item = (await libraryItems(server.database)).find((candidate) => candidate.id === id)!;
    expect(item.thumbnail).toMatch(new RegExp(`^/media/${id}/480\\.[0-9a-f]{10}\\.webp$`));
    const tagged = await server.app.inject({ method: "GET", url: item.thumbnail! });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Another file's tag is no address of this one.
    const wrong = item.thumbnail!.replace(/\.([0-9a-f]{10})\./, (_, tag: string) => `.${[...tag].reverse().join("")}.`);
    expect((await server.app.inject({ method: "GET", url: wrong })).statusCode).toBe(404);

    const purges: (string | undefined)[] = [];
    const stop = onMediaDeleted(async (deleted) => void purges.push(deleted));
    const versionBefore = await contentVersion(server.database.db);
    try {
      expect(await deleteMedia(server.database, server.files, id, "Malika Saidova")).toBe(true);
    } finally {
      stop();
    }
    expect(purges).toEqual([id]);
    expect(await contentVersion(server.database.db)).not.toBe(versionBefore);
    expect((await server.app.inject({ method: "GET", url: item.thumbnail! })).statusCode).toBe(404);
  });

  it("deletes an item nothing uses, with its files", async () => {
    const { id } = (await upload(editor, await photo(640, 480), "unused.png")).json<{ id: string }>();
    expect(await deleteMedia(server.database, server.files, id, "Malika Saidova")).toBe(true);
    expect((await server.app.inject({ method: "GET", url: `/media/${id}/480.webp` })).statusCode).toBe(404);
    expect((await libraryItems(server.database)).some((item) => item.id === id)).toBe(false);
  });
});
