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
import { StaffAuth, type StaffMember } from "../../server/auth/staff-auth.ts";
import { composeMessage } from "../../server/notify/message.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { getAccount } from "../../server/db/accounts.ts";
import { latestAuditEntries } from "../../server/db/audit-log.ts";
import { MemoryWindowCounter } from "../../server/limits/window-counter.ts";
import { BOOTSTRAP_ACCOUNT_ID, type Role } from "../../shared/staff.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";
import { staffAccount } from "../support/accounts.ts";

const ADMIN_PASSWORD = "bootstrap-password-for-tests";
/** Text with its non-breaking spaces as plain ones (Russian dates do not break). */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

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
    await staffAccount(server.database, { name, email, password, role, language: "ru" }, admin);
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
    // Its expiry as a person writes it, in her language and in Tashkent time, seven days on.
    const { expiresAt } = (await server.database.db
      .selectFrom("invitations")
      .select("expiresAt")
      .where("id", "=", queued[0]!.subjectId)
      .executeTakeFirst())!;
    const expires = new Date(new Date(expiresAt).getTime() + 5 * 3600 * 1000);
    const [day, month] = [expires.getUTCDate(), expires.getUTCMonth()];
    const months = [
      "января",
      "февраля",
      "марта",
      "апреля",
      "мая",
      "июня",
      "июля",
      "августа",
      "сентября",
      "октября",
      "ноября",
      "декабря",
    ];
    const clock = expires.toISOString().slice(11, 16);
    expect(plain(mail!.text)).toContain(
      `до ${day} ${months[month]} ${expires.getUTCFullYear()} г., ${clock} по ташкентскому времени.`,
    );
    expect(mail!.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
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

  /** A member's own settings as the settings page saves them, from `address`. */
  const saveSettings = (
    signedIn: { session: { id: string; staff: StaffMember } },
    settings: Parameters<typeof updateOwnSettings>[2],
    address = "203.0.113.4",
  ) =>
    updateOwnSettings(
      server.database,
      { staff: signedIn.session.staff, sessionId: signedIn.session.id },
      settings,
      (current) => auth.confirmPassword(signedIn.session.staff, current, address),
    );

  it("an account's own settings change its language and password", async () => {
    const signedIn = await member("Aziza Karimova", "aziza@lojuvard.uz", "editor");
    await saveSettings(signedIn, {
      language: "uz",
      password: { current: "correct horse battery", password: "a brand new password", confirm: "a brand new password" },
    });
    const again = await auth.signIn({ email: "aziza@lojuvard.uz", password: "a brand new password" }, "203.0.113.4");
    expect(again.outcome === "signed-in" && again.session.staff.language).toBe("uz");
    // The bootstrap administrator's password is ADMIN_PASSWORD: it is changed there, not here.
    await expect(
      updateOwnSettings(
        server.database,
        { staff: admin, sessionId: "none" },
        { language: "en", password: { current: ADMIN_PASSWORD, password: "x".repeat(20), confirm: "x".repeat(20) } },
        (current) => auth.confirmPassword(admin, current, "203.0.113.4"),
      ),
    ).rejects.toBeInstanceOf(AccountError);
  });

  it(
    "a new password needs the current one, and ends every other session of the account",
    { timeout: 30_000 },
    async () => {
      const here = await member("Farrukh Rakhimov", "farrukh@lojuvard.uz", "sales", "steppe winds and silk roads");
      const elsewhere = await auth.signIn(
        { email: "farrukh@lojuvard.uz", password: "steppe winds and silk roads" },
        "198.51.100.20",
      );
      if (elsewhere.outcome !== "signed-in") throw new Error(elsewhere.outcome);
      const change = (current: string) => ({
        language: "ru" as const,
        password: { current, password: "minarets at dawn over bukhara", confirm: "minarets at dawn over bukhara" },
      });
      await expect(saveSettings(here, change("not my password at all"))).rejects.toMatchObject({
        problem: "currentPasswordWrong",
      });
      // Nothing changed: both sessions and the old password still work.
      expect(await auth.session(elsewhere.token)).not.toBeNull();
      expect((await getAccount(server.database.db, here.session.staff.id))?.language).toBe("ru");

      await saveSettings(here, change("steppe winds and silk roads"));
      expect(await auth.session(here.token)).not.toBeNull();
      expect(await auth.session(elsewhere.token)).toBeNull();
      const old = await auth.signIn(
        { email: "farrukh@lojuvard.uz", password: "steppe winds and silk roads" },
        "192.0.2.50",
      );
      expect(old.outcome).toBe("wrong");
    },
  );

  it(
    "a stolen session cannot guess the current password faster than a sign-in could",
    { timeout: 30_000 },
    async () => {
      const signedIn = await member("Shahlo Nurmatova", "shahlo@lojuvard.uz", "editor", "pomegranates in the bazaar");
      const attempt = (i: number) =>
        saveSettings(
          signedIn,
          {
            language: "en",
            password: {
              current: `guess number ${i}`,
              password: "a quiet courtyard fountain",
              confirm: "a quiet courtyard fountain",
            },
          },
          `192.0.2.${100 + i}`,
        ).then(
          () => "changed",
          (error: AccountError) => error.problem,
        );
      const outcomes = [];
      for (let i = 0; i < 8; i += 1) outcomes.push(await attempt(i));
      expect(outcomes.slice(0, 5)).toEqual(Array(5).fill("currentPasswordWrong"));
      expect(outcomes.slice(5)).toContain("tooManyAttempts");
    },
  );

  it.each([
    ["twelve spaces", " ".repeat(12)],
    ["one character again and again", "aaaaaaaaaaaaaaaa"],
    ["two characters in turn", "abababababab"],
    ["a run of digits", "123456789012"],
    ["a keyboard row", "qwertyuiopasdf"],
    ["a common word with digits", "password1234"],
    ["a common word written with signs", "P@ssw0rd2026!"],
    ["the company's name and a year", "Lojuvard2026!"],
    ["a common word in Russian", "пароль123456"],
  ])("a password of %s is refused as too easy to guess", async (_name, password) => {
    const { token } = await invite(
      server.database,
      admin,
      {
        name: "Guess Me",
        email: `guess-${Math.random().toString(36).slice(2)}@lojuvard.uz`,
        role: "sales",
        language: "en",
      },
      { mail: false },
    );
    await expect(accept(server.database, token, { password, confirm: password, language: "en" })).rejects.toMatchObject(
      {
        problem: "passwordTrivial",
      },
    );
  });

  it("removing a member withdraws the invitations they sent and nobody has accepted", async () => {
    const { session: inviter } = await member("Timur Aliev", "timur@lojuvard.uz", "administrator");
    const sent = await invite(
      server.database,
      inviter.staff,
      { name: "Kamola Usmonova", email: "kamola@lojuvard.uz", role: "recruiter", language: "uz" },
      { mail: false },
    );
    expect(await openInvitation(server.database, sent.token)).not.toBeNull();
    // The last real administrator could not go: another one stays.
    await member("Malika Sobirova", "malika.sobirova@lojuvard.uz", "administrator");
    await removeAccount(server.database, admin, inviter.staff.id);
    expect(await openInvitation(server.database, sent.token)).toBeNull();
    await expect(
      accept(server.database, sent.token, {
        password: "silk road caravans",
        confirm: "silk road caravans",
        language: "uz",
      }),
    ).rejects.toMatchObject({ problem: "invitationInvalid" });
  });

  it("roles change at once, the last administrator stays, and a removed member's sessions end", async () => {
    // Another real administrator stays (the installation's account counts for no one).
    await member("Aziz Rahimov", "aziz@lojuvard.uz", "administrator");
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
    await server.database.db
      .updateTable("accounts")
      .set({ role: "editor" })
      .where("role", "=", "administrator")
      .where("id", "!=", BOOTSTRAP_ACCOUNT_ID)
      .execute();
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

  it("the only real administrator cannot step down while the installation's account sleeps (issue 39.4)", async () => {
    // Every administrator so far steps aside; the installation's account is still there.
    await server.database.db
      .updateTable("accounts")
      .set({ role: "editor" })
      .where("role", "=", "administrator")
      .where("id", "!=", BOOTSTRAP_ACCOUNT_ID)
      .execute();
    const { session: lola } = await member("Nodira Alimova", "nodira@lojuvard.uz", "administrator");
    expect(await getAccount(server.database.db, BOOTSTRAP_ACCOUNT_ID)).toMatchObject({ role: "administrator" });
    await expect(changeRole(server.database, lola.staff, lola.staff.id, "editor")).rejects.toMatchObject({
      problem: "lastAdministrator",
    });
    await expect(removeAccount(server.database, lola.staff, lola.staff.id)).rejects.toMatchObject({
      problem: "lastAdministrator",
    });
    expect(await getAccount(server.database.db, lola.staff.id)).toMatchObject({ role: "administrator" });
    // With a second one, either may go.
    const { session: jasur } = await member("Jasur Tursunov", "jasur@lojuvard.uz", "administrator");
    await changeRole(server.database, lola.staff, jasur.staff.id, "sales");
    await expect(changeRole(server.database, lola.staff, lola.staff.id, "sales")).rejects.toMatchObject({
      problem: "lastAdministrator",
    });
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
    expect(new Set(byAction("remove-account"))).toEqual(new Set(["Administrator"]));
    expect(byAction("account-settings")).toContain("Aziza Karimova <aziza@lojuvard.uz>");
    expect(byAction("accept-invitation")).toContain("Dilnoza Karimova <Dilnoza@Lojuvard.uz>");
    expect(byAction("change-permissions")).toEqual(["Administrator", "Administrator"]);
  });
});
