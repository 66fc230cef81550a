import { render } from "@react-email/render";
import type { RouterContextProvider } from "react-router";
import {
  mailLanguage,
  type MailContent,
  type MailSite,
  type MailTemplates,
  type RenderedMail,
} from "../../server/notify/mail-content.ts";
import { mailSite } from "../content/company.server.ts";
import { COMPOSERS } from "./templates.server.ts";

/** Headings keep their letter case in the text part (html-to-text shouts them by default). */
const TEXT_HEADINGS = ["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } }));

/**
 * The site's e-mail templates as the server's outbox uses them (app/site.server.ts
 * passes them in): React Email renders each to HTML for mail clients and to plain text
 * for the text part and Telegram.
 */
export const mailTemplates: MailTemplates = {
  async render(content: MailContent, site: MailSite): Promise<RenderedMail> {
    const composer = COMPOSERS[content.template] as (
      content: MailContent,
      site: MailSite,
    ) => ReturnType<(typeof COMPOSERS)["invitation"]>;
    const { subject, element, calendar, sender } = composer(content, site);
    const [html, text] = await Promise.all([
      render(element),
      render(element, { plainText: true, htmlToTextOptions: { selectors: TEXT_HEADINGS } }),
    ]);
    return {
      subject,
      html,
      text: text.trim() + "\n",
      ...(calendar ? { calendar } : {}),
      ...(sender ? { sender } : {}),
    };
  },
};

/** An e-mail as the site would send it now, for the inbox's previews of the templates. */
export async function renderForPreview(context: Readonly<RouterContextProvider>, content: MailContent) {
  return mailTemplates.render(content, await mailSite(context, mailLanguage(content)));
}
