import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { claimInboundMail } from "../../server/db/inbound-mail.ts";
import { composeMessage } from "../../server/notify/message.ts";
import { setListAddress, setReaderLanguage } from "../../server/notify/addresses.ts";
import { processOutbox, sendersFrom } from "../../server/notify/outbox.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { FakeSmtp } from "../support/fake-smtp.ts";
import { FakeTelegram } from "../support/fake-telegram.ts";
import { DOCX, ENGINES, PNG, multipart, startTestServer, type TestServer } from "./server.ts";

const NOTIFY_EMAIL = "leads@lojuvard.uz";
const SALES = "sales@lojuvard.uz";

/**
 * Issue 38.4 (decision 076): every staff notification is written in its reader's language:
 * by e-mail, the language set for the address it goes to (a list's own, else NOTIFY_EMAIL's);
 * on Telegram, the chat's. Unset, it stays English.
 */
describe.each(ENGINES)("staff notifications in their reader's language on %s", (engine) => {
  const smtp = new FakeSmtp();
  const telegram = new FakeTelegram();
  let server: TestServer;
  let config: Config;

  beforeAll(async () => {
    await smtp.start(0);
    await telegram.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await telegram.stop();
  });
  beforeEach(async () => {
    smtp.received = [];
    telegram.delivered = [];
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_EMAIL,
      TELEGRAM_BOT_TOKEN: "123:test",
      TELEGRAM_CHAT_ID: "-100777",
      TELEGRAM_API_URL: `http://127.0.0.1:${telegram.port}`,
      SITE_URL: "https://lojuvard.uz",
      RATE_LIMIT_PER_MINUTE: "1000",
    };
    server = await startTestServer(engine, env);
    config = loadConfig(env);
  });
  afterEach(async () => server.close());

  const upload = async (category: "attachments" | "cv") => {
    const body = await multipart([
      category === "cv"
        ? { name: "file", filename: "Sardor CV.docx", content: DOCX }
        : { name: "file", filename: "brief.png", content: PNG },
    ]);
    return (await server.app.inject({ method: "POST", url: uploadPath(category), ...body })).json<{ id: string }>().id;
  };
  const submit = async () => {
    const quote = await server.app.inject({
      method: "POST",
      url: API_PATHS.contact,
      payload: {
        full_name: "Dilnoza Karimova",
        company_name: "Orient Logistics",
        email: "dilnoza@example.uz",
        phone: "+998901234567",
        message: "We need a warehouse tracking system.",
        file: await upload("attachments"),
        checkbox: true,
      },
    });
    const application = await server.app.inject({
      method: "POST",
      url: API_PATHS.application,
      payload: {
        first_name: "Sardor",
        last_name: "Yoʻldoshev",
        email: "sardor@example.uz",
        phone: "+998935551122",
        message: "I would like to join the QA team in Bukhara.",
        cv: await upload("cv"),
        position: "qa-automation-engineer-bukhara",
        checkbox: true,
      },
    });
    expect([quote.statusCode, application.statusCode]).toEqual([200, 200]);
  };
  const run = () =>
    processOutbox(server.database.db, sendersFrom(config), new Date(), { templates: mailTemplates, links: config });
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

  it("writes to sales in Russian, to the server's address in Uzbek and to the Telegram chat in Russian", async () => {
    await setListAddress(server.database.db, "requests", SALES);
    await setReaderLanguage(server.database.db, "requests", "ru");
    await setReaderLanguage(server.database.db, "default", "uz");
    await setReaderLanguage(server.database.db, "telegram", "ru");
    await submit();
    await run();

    const [quote] = mailTo(SALES);
    expect(quote!.subject).toBe("Новая заявка на расчёт: Dilnoza Karimova (Orient Logistics)");
    expect(quote!.html).toContain('lang="ru"');
    for (const line of [
      "На сайт пришла новая заявка на расчёт.",
      "Компания: Orient Logistics",
      "Вложение: brief.png (",
      "Язык: английский",
      "(по ташкентскому времени)",
      "Открыть во входящих",
    ])
      expect(quote!.text).toContain(line);
    expect(quote!.text).not.toMatch(/Company:|Received:|UTC/);

    const [application] = mailTo(NOTIFY_EMAIL);
    expect(application!.subject).toBe(
      "«Testlarni avtomatlashtirish muhandisi» vakansiyasiga yangi ariza: Sardor Yoʻldoshev",
    );
    expect(application!.text).toContain("Rezyume: Sardor CV.docx (");
    expect(application!.text).toContain("Kiruvchi xabarlarda ochish");

    expect(telegram.delivered.map((message) => message.body.text.split("\n")[0])).toEqual(
      expect.arrayContaining([
        "Новая заявка на расчёт: Dilnoza Karimova (Orient Logistics)",
        "Новый отклик на вакансию «Инженер по автоматизации тестирования»: Sardor Yoʻldoshev",
      ]),
    );
  });

  it("stays in English where no language was chosen, and tells a list's address of a reply in its language", async () => {
    await submit();
    await run();
    expect(mailTo(NOTIFY_EMAIL).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(["New quote request from Dilnoza Karimova (Orient Logistics)"]),
    );

    await setListAddress(server.database.db, "requests", SALES);
    await setReaderLanguage(server.database.db, "requests", "uz");
    const request = await server.database.db.selectFrom("contactRequests").select("id").executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await claimInboundMail(server.database.db, {
      id: "reply-1",
      mailboxKey: "1:1",
      messageId: null,
      list: "requests",
      entryId: request.id,
      problem: null,
      fromAddress: "dilnoza@example.uz",
      fromName: "Dilnoza Karimova",
      subject: "Re: Your request to Lojuvard",
      body: "Thursday suits us.",
      size: 100,
      sentAt: at,
      handledAt: null,
      handledBy: null,
      createdAt: at,
    });
    // Nobody owns the request: the reply is announced to its list's address.
    const mail = await composeMessage(
      server.database.db,
      { channel: "email", kind: "reply-received", subjectId: "reply-1", recipient: null },
      { templates: mailTemplates, links: config },
    );
    expect(mail).toMatchObject({ to: SALES, subject: "Yangi javob: Dilnoza Karimova" });
  });
});
