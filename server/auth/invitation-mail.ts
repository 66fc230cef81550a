import type { Language } from "../../shared/i18n/languages.ts";
import { isLanguage } from "../../shared/i18n/languages.ts";
import type { Role } from "../../shared/staff.ts";
import type { Db } from "../db/database.ts";
import { getInvitation } from "../db/invitations.ts";
import type { NotificationMessage } from "../notify/message.ts";
import { invitationPath, invitationToken } from "./accounts.ts";

/** The invitation e-mail's words, in the language the administrator chose for the person. */
const WORDS: Record<
  Language,
  {
    subject: string;
    hello: string;
    invited: string;
    open: string;
    expires: string;
    ignore: string;
    roles: Record<Role, string>;
  }
> = {
  en: {
    subject: "Your invitation to the Lojuvard inbox",
    hello: "Hello {name},",
    invited: "{inviter} invited you to the Lojuvard website's inbox as {role}.",
    open: "Open this link to choose your password and sign in:",
    expires: "The link works once, until {date} (Tashkent time).",
    ignore: "If you did not expect this invitation, ignore this e-mail: nothing happens without the link.",
    roles: {
      administrator: "an administrator",
      editor: "an editor",
      recruiter: "a recruiter",
      sales: "a member of sales",
    },
  },
  ru: {
    subject: "Приглашение во входящие Lojuvard",
    hello: "Здравствуйте, {name}!",
    invited: "{inviter} приглашает вас во входящие сайта Lojuvard. Ваша роль: {role}.",
    open: "Откройте ссылку, чтобы выбрать пароль и войти:",
    expires: "Ссылка действует один раз, до {date} (по ташкентскому времени).",
    ignore: "Если вы не ждали приглашения, просто удалите это письмо: без ссылки ничего не произойдёт.",
    roles: { administrator: "администратор", editor: "редактор", recruiter: "рекрутер", sales: "отдел продаж" },
  },
  uz: {
    subject: "Lojuvard kirish qutisiga taklifnoma",
    hello: "Assalomu alaykum, {name}!",
    invited: "{inviter} sizni Lojuvard sayti kirish qutisiga taklif qildi. Rolingiz: {role}.",
    open: "Parol tanlash va kirish uchun ushbu havolani oching:",
    expires: "Havola bir marta, {date} gacha ishlaydi (Toshkent vaqti).",
    ignore: "Agar bu taklifni kutmagan boʻlsangiz, xatni eʼtiborsiz qoldiring: havolasiz hech narsa sodir boʻlmaydi.",
    roles: { administrator: "administrator", editor: "muharrir", recruiter: "rekruter", sales: "savdo boʻlimi" },
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/**
 * The e-mail that carries an invitation link to the invited person; null once the
 * invitation was accepted or withdrawn (the outbox then drops it).
 */
export async function invitationMail(db: Db, id: string, origin: string): Promise<NotificationMessage | null> {
  const invitation = await getInvitation(db, id);
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) return null;
  const words = WORDS[isLanguage(invitation.language) ? invitation.language : "en"];
  const inviter = invitation.invitedBy === "bootstrap" ? "Lojuvard" : await inviterName(db, invitation.invitedBy);
  const link = origin + invitationPath(await invitationToken(db, id));
  const expires = new Date(new Date(invitation.expiresAt).getTime() + 5 * 3600_000).toISOString().slice(0, 16);
  const role = words.roles[invitation.role as Role] ?? invitation.role;
  return {
    to: invitation.email,
    subject: words.subject,
    text: [
      fill(words.hello, { name: invitation.name }),
      "",
      fill(words.invited, { inviter, role }),
      "",
      words.open,
      link,
      "",
      fill(words.expires, { date: expires.replace("T", " ") }),
      "",
      words.ignore,
      "",
    ].join("\n"),
  };
}

async function inviterName(db: Db, accountId: string): Promise<string> {
  const row = await db.selectFrom("accounts").select("name").where("id", "=", accountId).executeTakeFirst();
  return row?.name ?? "Lojuvard";
}
