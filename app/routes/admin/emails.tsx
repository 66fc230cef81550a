import { Form, useSearchParams } from "react-router";
import type { Route } from "./+types/emails";
import { requireStaff } from "../../admin/session.server.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { renderForPreview } from "../../mail/render.server.ts";
import { sampleContent } from "../../mail/samples.server.ts";
import { isMailTemplate, MAIL_TEMPLATES } from "../../../shared/mail.ts";
import { siteOrigin } from "../../site/context.server.ts";
import { isLanguage, type Language } from "../../../shared/i18n/languages.ts";
import { LanguageSelect } from "../../admin/LanguageSelect.tsx";

/**
 * Every e-mail the site sends, previewed with sample content in each language: the HTML
 * as mail clients show it (in a sandboxed frame of its own) and the plain-text part.
 */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args);
  const params = args.url.searchParams;
  const template = isMailTemplate(params.get("template")) ? params.get("template")! : MAIL_TEMPLATES[0]!;
  const asked = params.get("lang");
  const staffLanguage = session.staff.language;
  const lang: Language = isLanguage(asked) ? asked : isLanguage(staffLanguage) ? staffLanguage : "en";
  const content = sampleContent(template as (typeof MAIL_TEMPLATES)[number], lang as "en", siteOrigin(args.context));
  const rendered = await renderForPreview(args.context, content);
  return { template, lang, subject: rendered.subject, text: rendered.text };
}

export default function InboxEmails({ loaderData }: Route.ComponentProps) {
  const { template, lang, subject, text } = loaderData;
  const { t } = useInbox();
  const words = t.mailPreviews;
  const [params] = useSearchParams();
  return (
    <>
      <h1>{words.title}</h1>
      <p className="muted">{words.intro}</p>
      <Form method="get" className="admin-filters">
        <label className="field">
          <span className="field__label">{words.template}</span>
          <select className="input" name="template" defaultValue={template}>
            {MAIL_TEMPLATES.map((name) => (
              <option key={name} value={name}>
                {words.names[name]}
              </option>
            ))}
          </select>
        </label>
        <LanguageSelect label={words.language} name="lang" defaultValue={lang} names={t.common.languages} />
        <button type="submit" className="btn btn--dark">
          {words.show}
        </button>
      </Form>
      <p>
        <strong>{words.subject}:</strong> {subject}
      </p>
      <iframe
        key={params.toString()}
        className="admin-email-preview"
        title={words.names[template as (typeof MAIL_TEMPLATES)[number]]}
        src={`/admin/emails/${template}?lang=${lang}`}
        sandbox=""
      />
      <details className="admin-email-text">
        <summary>{words.text}</summary>
        <pre>{text}</pre>
      </details>
    </>
  );
}
