import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/templates";
import { replyTemplates } from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { templateList } from "../../admin/templates/list.ts";
import { actorShownAs } from "../../admin/audit-words.ts";
import { APPLICATION_STATUSES, type EntryList } from "../../../shared/inbox.ts";
import { isLanguage, LANGUAGES } from "../../../shared/i18n/languages.ts";
import { templateLabel, templateLanguages, type TemplateTexts } from "../../../shared/reply-templates.ts";

/** A list's reply templates, for the staff who write to its senders (sales, recruiters, administrators). */
export async function loader(args: Route.LoaderArgs) {
  const list = templateList(args.params);
  const { services, session } = await requireStaff(args, list);
  const lang = isLanguage(session.staff.language) ? session.staff.language : "en";
  const summary = (template: Awaited<ReturnType<typeof replyTemplates>>[number]) => ({
    id: template.id,
    step: template.step,
    label: templateLabel(template.texts, lang),
    languages: templateLanguages(template.texts),
    files: template.files.length,
    updatedAt: template.updatedAt,
    updatedBy: template.updatedBy,
    archivedAt: template.archivedAt,
    excerpt: excerpt(template.texts, lang),
  });
  const { db } = services.database;
  return {
    list,
    offered: (await replyTemplates(db, list)).map(summary),
    retired: (await replyTemplates(db, list, { archived: true })).map(summary),
  };
}

/** The start of a template's message, in the reader's language when it has one, for telling templates apart. */
function excerpt(texts: TemplateTexts, lang: string): string {
  const own = isLanguage(lang) ? texts[lang]?.body : undefined;
  const body = own?.trim() ? own : (LANGUAGES.map((code) => texts[code]?.body).find((text) => text?.trim()) ?? "");
  // The greeting is the same in every template: the text after it says what this one is.
  const paragraphs = body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  const telling = paragraphs.length > 2 ? paragraphs[1]! : (paragraphs[0] ?? "");
  return telling.length > 160 ? `${telling.slice(0, 159).trimEnd()}…` : telling;
}

type Summary = Route.ComponentProps["loaderData"]["offered"][number];

export default function ReplyTemplates({ loaderData }: Route.ComponentProps) {
  const { list, offered, retired } = loaderData;
  const { t, format } = useInbox();
  const words = t.templates;
  const [params] = useSearchParams();
  const done = params.get("done");
  // Applications: one group per hiring step that has templates, and one for any step.
  const groups: { key: string; title: string | null; items: Summary[] }[] =
    list === "applications"
      ? [null, ...APPLICATION_STATUSES].map((step) => ({
          key: step ?? "any",
          title: step === null ? words.anyStep : t.statuses[step],
          items: offered.filter((template) => template.step === step),
        }))
      : [{ key: "all", title: null, items: offered }];
  return (
    <>
      <p>
        <Link to={`/admin/${list}`}>← {t.nav[list]}</Link>
      </p>
      <div className="admin__heading">
        <h1>{format(words.title, { list: t.nav[list] })}</h1>
        <Link className="btn btn--dark btn--sm" to={`/admin/${list}/templates/new`}>
          {words.add}
        </Link>
      </div>
      <p className="muted admin-lead">{words.intro[list]}</p>
      {done === "retired" || done === "restored" ? (
        <p className="admin-message admin-message--success" role="status">
          {done === "retired" ? words.retiredNow : words.restored}
        </p>
      ) : null}
      {offered.length === 0 ? <p className="muted">{words.none}</p> : null}
      <div className={list === "applications" ? "template-groups template-groups--steps" : "template-groups"}>
        {groups
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <section key={group.key} className="template-group" aria-label={group.title ?? words.link}>
              {group.title ? <h2>{group.title}</h2> : null}
              <TemplateCards list={list} items={group.items} />
            </section>
          ))}
      </div>
      {retired.length ? (
        <section className="template-group template-group--retired" aria-labelledby="retired-templates">
          <h2 id="retired-templates">{words.retiredTitle}</h2>
          <p className="muted">{words.retiredHint}</p>
          <TemplateCards list={list} items={retired} />
        </section>
      ) : null}
    </>
  );
}

function TemplateCards({ list, items }: { list: EntryList; items: Summary[] }) {
  const { t, lang, format } = useInbox();
  const words = t.templates;
  return (
    <ul className="plain-list template-cards">
      {items.map((template) => (
        <li key={template.id} className="admin-card template-card">
          <h3 className="template-card__name">
            <Link to={`/admin/${list}/templates/${template.id}`}>{template.label}</Link>
          </h3>
          {template.excerpt ? (
            <p className="template-card__excerpt">
              <WithPlaceholders text={template.excerpt} />
            </p>
          ) : null}
          <p className="template-card__meta muted">
            <span>
              {words.written}: {template.languages.map((code) => t.common.languages[code]).join(", ")}
            </span>
            {template.files ? <span>{format(words.fileCount, { n: template.files })}</span> : null}
            <span>
              {template.updatedBy
                ? format(words.changed, {
                    when: formatWhen(template.updatedAt, lang),
                    by: actorShownAs(template.updatedBy, t),
                  })
                : words.original}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A template's text with its placeholders set apart, as the editor's buttons show them. */
function WithPlaceholders({ text }: { text: string }) {
  return text
    .split(/(\{[^{}\n]*\})/)
    .map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part || null));
}
