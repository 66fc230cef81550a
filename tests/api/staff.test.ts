import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accept,
  AccountError,
  changePermissions,
  changeRole,
  invite,
  openInvitation,
  removeAccount,
  revoke,
  updateOwnSettings,
} from "../../server/auth/accounts.ts";
import { sessionCookie, StaffAuth, type StaffMember } from "../../server/auth/staff-auth.ts";
import { composeMessage } from "../../server/notify/message.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { getAccount } from "../../server/db/accounts.ts";
import { latestAuditEntries } from "../../server/db/audit-log.ts";
import { MemoryWindowCounter } from "../../server/limits/window-counter.ts";
import { BOOTSTRAP_ACCOUNT_ID, type Role } from "../../shared/staff.ts";
import { ENGINES, multipart, startTestServer, type TestServer } from "./server.ts";

const ADMIN_PASSWORD = "bootstrap-password-for-tests";

describe.each(ENGINES)("staff accounts on %s", (engine) => {
  let server: TestServer;
  let auth: StaffAuth;
  let admin: StaffMember;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_PASSWORD });
    auth = await StaffAuth.create(server.database, new MemoryWindowCounter(), ADMIN_PASSWORD);
    const signedIn = await auth.signIn({ email: "", password: ADMIN_PASSWORD }, "203.0.113.1");
    if (signedIn.outcome !== "signed-in") throw new Error(`bootstrap sign-in: ${signedIn.outcome}`);
    admin = signedIn.session.staff;
  });
  afterAll(async () => server.close());

  async function member(name: string, email: string, role: Role, password = "correct horse battery") {
    const { token } = await invite(server.database, admin, { name, email, role, language: "ru" }, { mail: false });
    await accept(server.database, token, { password, confirm: password, language: "ru" });
    const signedIn = await auth.signIn({ email, password }, "203.0.113.2");
    if (signedIn.outcome !== "signed-in") throw new Error(`${email}: ${signedIn.outcome}`);
    return signedIn;
  }

  it("ADMIN_PASSWORD signs in the first administrator, without an e-mail", () => {
    expect(admin).toMatchObject({ id: BOOTSTRAP_ACCOUNT_ID, role: "administrator", email: null });
  });

  it("an invitation link is signed, works once, and not after it expires or is revoked", async () => {
    const { invitation, token } = await invite(
      server.database,
      admin,
      { name: "Dilnoza Karimova", email: "Dilnoza@Lojuvard.uz", role: "recruiter", language: "uz" },
      { mail: false },
    );
    expect(await openInvitation(server.database, token)).toMatchObject({ id: invitation.id, role: "recruiter" });
    // A made-up or altered link opens nothing.
    expect(await openInvitation(server.database, `${invitation.id}.forged`)).toBeNull();
    expect(await openInvitation(server.database, token.slice(0, -2) + "xx")).toBeNull();
    // Seven days later it has expired.
    expect(await openInvitation(server.database, token, new Date(Date.now() + 8 * 24 * 3600 * 1000))).toBeNull();

    await expect(
      accept(server.database, token, { password: "short", confirm: "short", language: "uz" }),
    ).rejects.toMatchObject({ problem: "passwordTooShort" });
    await expect(
      accept(server.database, token, { password: "a long enough one", confirm: "another one", language: "uz" }),
    ).rejects.toMatchObject({ problem: "passwordsDiffer" });
    const password = "a long enough password";
    const account = await accept(server.database, token, { password, confirm: password, language: "uz" });
    expect(account).toMatchObject({ role: "recruiter", language: "uz", email: "Dilnoza@Lojuvard.uz" });
    // Only a hash is kept, and it is a memory-hard one.
    expect(account.passwordHash).not.toContain(password);
    expect(account.passwordHash).toMatch(/^scrypt\$/);
    await expect(accept(server.database, token, { password, confirm: password, language: "en" })).rejects.toMatchObject(
      { problem: "invitationInvalid" },
    );
    // The address is one account whatever its letter case.
    await expect(
      invite(
        server.database,
        admin,
        { name: "Again", email: "dilnoza@lojuvard.uz", role: "sales", language: "en" },
        { mail: false },
      ),
    ).rejects.toMatchObject({ problem: "emailTaken" });

    const revoked = await invite(
      server.database,
      admin,
      { name: "Temur Aliyev", email: "temur@lojuvard.uz", role: "sales", language: "en" },
      { mail: false },
    );
    expect(await revoke(server.database, admin, revoked.invitation.id)).toBe(true);
    expect(await openInvitation(server.database, revoked.token)).toBeNull();
  });

  it("an invitation is mailed through the outbox when e-mail is configured", async () => {
    await invite(
      server.database,
      admin,
      { name: "Nodira Usmonova", email: "nodira@lojuvard.uz", role: "editor", language: "ru" },
      { mail: true },
    );
    const queued = await server.database.db.selectFrom("outbox").selectAll().where("kind", "=", "invitation").execute();
    expect(queued).toEqual([expect.objectContaining({ channel: "email", recipient: "nodira@lojuvard.uz" })]);
    // The e-mail is written in the language chosen for her, to her, with a link that works.
    const mail = await composeMessage(server.database.db, queued[0]!, {
      templates: mailTemplates,
      links: { SITE_URL: "https://www.lojuvard.uz" },
    });
    expect(mail).toMatchObject({ to: "nodira@lojuvard.uz", subject: "Приглашение во входящие Lojuvard" });
    expect(mail!.text).toContain("Здравствуйте, Nodira Usmonova!");
    expect(mail!.text).toContain("Ваша роль: редактор.");
    const link = /https:\/\/www\.lojuvard\.uz(\/admin\/invitation\/\S+)/.exec(mail!.text)![1]!;
    const token = decodeURIComponent(link.split("/").at(-1)!);
    expect(await openInvitation(server.database, token)).toMatchObject({ email: "nodira@lojuvard.uz" });
    // Withdrawn before the outbox sent it: nothing goes out.
    await revoke(server.database, admin, queued[0]!.subjectId);
    expect(await composeMessage(server.database.db, queued[0]!, { templates: mailTemplates })).toBeNull();
  });

  it("members sign in with their e-mail; a wrong password or address is one answer", async () => {
    const { session } = await member("Sardor Rahimov", "sardor@lojuvard.uz", "sales");
    expect(session.staff).toMatchObject({ name: "Sardor Rahimov", role: "sales", language: "ru" });
    expect(
      (await auth.signIn({ email: "sardor@lojuvard.uz", password: "wrong password!" }, "203.0.113.3")).outcome,
    ).toBe("wrong");
    expect((await auth.signIn({ email: "nobody@lojuvard.uz", password: "whatever" }, "203.0.113.3")).outcome).toBe(
      "wrong",
    );
  });

  it("an account's own settings change its language and password", async () => {
    const { session } = await member("Aziza Karimova", "aziza@lojuvard.uz", "editor");
    await updateOwnSettings(server.database, session.staff, {
      language: "uz",
      password: { password: "a brand new password", confirm: "a brand new password" },
    });
    const signedIn = await auth.signIn({ email: "aziza@lojuvard.uz", password: "a brand new password" }, "203.0.113.4");
    expect(signedIn.outcome === "signed-in" && signedIn.session.staff.language).toBe("uz");
    // The bootstrap administrator's password is ADMIN_PASSWORD: it is changed there, not here.
    await expect(
      updateOwnSettings(server.database, admin, {
        language: "en",
        password: { password: "x".repeat(20), confirm: "x".repeat(20) },
      }),
    ).rejects.toBeInstanceOf(AccountError);
  });

  it("roles change at once, the last administrator stays, and a removed member's sessions end", async () => {
    const { token, session } = await member("Bekzod Yusupov", "bekzod@lojuvard.uz", "administrator");
    const bekzod = session.staff;
    await changeRole(server.database, admin, bekzod.id, "sales");
    expect((await auth.session(token))?.staff.role).toBe("sales");
    await expect(changeRole(server.database, admin, BOOTSTRAP_ACCOUNT_ID, "sales")).rejects.toMatchObject({
      problem: "bootstrapFixed",
    });
    await removeAccount(server.database, admin, bekzod.id);
    expect(await auth.session(token)).toBeNull();
    expect(await getAccount(server.database.db, bekzod.id)).toBeUndefined();

    // With the bootstrap administrator gone (no ADMIN_PASSWORD), the last real administrator cannot be demoted.
    const { session: lola } = await member("Lola Ahmedova", "lola@lojuvard.uz", "administrator");
    await server.database.db.deleteFrom("accounts").where("id", "=", BOOTSTRAP_ACCOUNT_ID).execute();
    await expect(changeRole(server.database, lola.staff, lola.staff.id, "editor")).rejects.toMatchObject({
      problem: "lastAdministrator",
    });
    await expect(removeAccount(server.database, lola.staff, lola.staff.id)).rejects.toMatchObject({
      problem: "lastAdministrator",
    });
    await StaffAuth.create(server.database, new MemoryWindowCounter(), ADMIN_PASSWORD);
  });

  it("an administrator grants a member the people page beyond their role, which their session holds at once", async () => {
    const { token, session } = await member("Sevara Juraeva", "sevara@lojuvard.uz", "sales");
    expect(session.staff.permissions).toEqual([]);
    await changePermissions(server.database, admin, session.staff.id, ["people", "people"]);
    expect((await auth.session(token))?.staff).toMatchObject({ role: "sales", permissions: ["people"] });
    await changePermissions(server.database, admin, session.staff.id, []);
    expect((await auth.session(token))?.staff.permissions).toEqual([]);
    await expect(changePermissions(server.database, admin, BOOTSTRAP_ACCOUNT_ID, ["people"])).rejects.toMatchObject({
      problem: "bootstrapFixed",
    });
    await expect(changePermissions(server.database, admin, "nobody", ["people"])).rejects.toMatchObject({
      problem: "notFound",
    });
    // A name the site no longer knows grants nothing.
    await server.database.db
      .updateTable("accounts")
      .set({ permissions: '["people","accounts"]' })
      .where("id", "=", session.staff.id)
      .execute();
    expect((await auth.session(token))?.staff.permissions).toEqual(["people"]);
  });

  it("every change to accounts is in the audit log with the person who made it", async () => {
    const entries = await latestAuditEntries(server.database.db);
    const byAction = (action: string) => entries.filter((entry) => entry.action === action).map((entry) => entry.actor);
    expect(byAction("invite")).toContain("Administrator");
    expect(byAction("revoke-invitation")).toEqual(["Administrator", "Administrator"]);
    expect(byAction("change-role")).toContain("Administrator");
    expect(byAction("remove-account")).toEqual(["Administrator"]);
    expect(byAction("account-settings")).toEqual(["Aziza Karimova <aziza@lojuvard.uz>"]);
    expect(byAction("accept-invitation")).toContain("Dilnoza Karimova <Dilnoza@Lojuvard.uz>");
    expect(byAction("change-permissions")).toEqual(["Administrator", "Administrator"]);
  });

  describe("covers uploaded for posts", () => {
    const png = () =>
      sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 40, b: 120 } } })
        .png()
        .toBuffer();

    async function upload(signedIn: { token: string; session: { csrfToken: string } } | null, body: Buffer) {
      const form = await multipart([
        { name: "image", filename: "cover.png", type: "image/png", content: new Uint8Array(body) },
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

    it("are taken from editors only, checked by content, and served resized in modern formats", async () => {
      const editor = await member("Malika Saidova", "malika@lojuvard.uz", "editor");
      const recruiter = await member("Otabek Nazarov", "otabek@lojuvard.uz", "recruiter");
      const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from("<script>alert(1)</script>")]);
      expect((await upload(null, await png())).statusCode).toBe(401);
      expect((await upload(recruiter, await png())).statusCode).toBe(403);
      // Granted the people page, whose people have photos, the same session may add one (this one is refused for its content).
      await changePermissions(server.database, admin, recruiter.session.staff.id, ["people"]);
      expect((await upload(recruiter, fake)).statusCode).toBe(415);
      expect((await upload({ ...editor, session: { csrfToken: "stolen" } }, await png())).statusCode).toBe(403);
      expect((await upload(editor, fake)).statusCode).toBe(415);

      const response = await upload(editor, await png());
      expect(response.statusCode).toBe(200);
      const { id, cover } = response.json<{ id: string; cover: string }>();
      expect(cover).toBe(`media:${id}`);
      for (const [file, type, width] of [
        ["600.avif", "image/avif", 600],
        ["1200.webp", "image/webp", 1200],
        ["1200.jpg", "image/jpeg", 1200],
      ] as const) {
        const image = await server.app.inject({ method: "GET", url: `/media/${id}/${file}` });
        expect(image.statusCode, file).toBe(200);
        expect(image.headers["content-type"]).toBe(type);
        expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(image.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([width, Math.round((width * 630) / 1200)]);
      }
      expect((await server.app.inject({ method: "GET", url: `/media/${id}/999.gif` })).statusCode).toBe(404);
    });
  });
});
