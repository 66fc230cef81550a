import { useState } from "react";
import { data, Link, redirect, useActionData, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/media-item";
import { requireStaff } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { StaffForm } from "../../admin/forms/StaffForm.tsx";
import { deleteMedia, describeMedia, libraryItems } from "../../admin/media.server.ts";
import { actorName } from "../../admin/inbox.server.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { formatWhen } from "../../admin/fields.ts";
import { LANGUAGES } from "../../../shared/i18n/languages.ts";
import { formatFileSize } from "../../../shared/i18n/file-size.ts";
import { kindNamed } from "../../../content/model/index.ts";
import { MediaThumbnail } from "../../admin/media/MediaPicker.tsx";

/** One item of the media library: what it shows per language, its subject, where it is used, deletion. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, "media");
  const item = (await libraryItems(services.database)).find((candidate) => candidate.id === args.params.id);
  if (!item) throw data(null, { status: 404 });
  return {
    item,
    usedBy: item.usedBy.map((use) => {
      const kind = kindNamed(use.kind);
      return {
        ...use,
        kindLabel: kind?.label.singular ?? null,
        href: kind ? `/admin/${kind.inboxPath}/${kind.singleton ?? use.id}` : null,
      };
    }),
  };
}

/** A focus point's coordinate, in percent of the picture; one out of range is brought inside it. */
const percent = z.coerce
  .number()
  .catch(50)
  .transform((value) => (Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 50));

/** The alternative text per language (`alt.en`, …) and, for an image, the focus point. */
const description = z.object({
  alt: z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().max(300).default("")]))).default({}),
  focusX: percent.optional(),
  focusY: percent.optional(),
});

export function action(args: Route.ActionArgs) {
  const id = args.params.id;
  return staffAction(args, "media", {
    delete: intent(z.object({}), async (_, { services, session }) => {
      const item = (await libraryItems(services.database)).find((candidate) => candidate.id === id);
      if (!(await deleteMedia(services.database, services.files, id, actorName(session.staff))))
        return data({ refused: true }, { status: 409 });
      return redirect(`/admin/media?deleted=${encodeURIComponent(item?.name ?? "")}`);
    }),
    describe: intent(description, async (value, { services, session }) => {
      const alt = Object.fromEntries(LANGUAGES.map((lang) => [lang, value.alt[lang] ?? ""]));
      const focus = value.focusX === undefined ? null : { x: value.focusX, y: value.focusY ?? 50 };
      if (!(await describeMedia(services.database, services.files, id, { alt, focus, by: actorName(session.staff) }))) {
        throw data(null, { status: 404 });
      }
      return redirect(`/admin/media/${id}?saved=1`);
    }),
  });
}

export default function InboxMediaItem({ loaderData }: Route.ComponentProps) {
  const { item, usedBy } = loaderData;
  const { t, lang, format } = useInbox();
  const [params] = useSearchParams();
  const answer = useActionData<typeof action>();
  const refused = answer && "refused" in answer;
  const [focus, setFocus] = useState(item.focus);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <p>
        <Link to="/admin/media">← {t.media.back}</Link>
      </p>
      <div className="admin__heading">
        <h1 className="media-item__name">{item.name}</h1>
      </div>
      {params.get("saved") ? (
        <p className="admin-message" role="status">
          {t.media.saved}
        </p>
      ) : null}
      <p className="muted">
        {item.kind === "image" ? `${format(t.media.dimensions, { width: item.width, height: item.height })} · ` : ""}
        {formatFileSize(item.size, lang)} ·{" "}
        {format(t.media.addedBy, { who: item.createdBy, when: formatWhen(item.createdAt, lang) })}
      </p>
      <div className="admin-editor">
        <StaffForm intent="describe" className="admin-form admin-card media-item">
          {item.kind === "image" && item.preview ? (
            <fieldset className="field media-focus">
              <legend className="field__label">{t.media.focus}</legend>
              <span className="field__hint" id="focus-hint">
                {t.media.focusHint}
              </span>
              <button
                type="button"
                className="media-focus__frame"
                aria-describedby="focus-hint focus-at"
                onClick={(event) => {
                  const box = event.currentTarget.getBoundingClientRect();
                  setFocus({
                    x: Math.round(((event.clientX - box.left) / box.width) * 100),
                    y: Math.round(((event.clientY - box.top) / box.height) * 100),
                  });
                }}
              >
                <img src={item.preview} alt={item.alt[lang] ?? ""} width={item.width} height={item.height} />
                <span
                  className="media-focus__mark"
                  style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
                  aria-hidden="true"
                />
              </button>
              <span id="focus-at" className="muted" aria-live="polite">
                {format(t.media.focusAt, { x: focus.x, y: focus.y })}
              </span>
              <input type="hidden" name="focusX" value={focus.x} />
              <input type="hidden" name="focusY" value={focus.y} />
            </fieldset>
          ) : (
            <p>
              <MediaThumbnail item={item} /> <a href={`/media/${item.id}/document.pdf`}>{t.media.open}</a>
            </p>
          )}
          {item.kind === "image" ? (
            <fieldset className="field">
              <legend className="field__label">{t.media.alt}</legend>
              <span className="field__hint">{t.media.altHint}</span>
              {LANGUAGES.map((code) => (
                <label key={code} className="field">
                  <span className="field__label">{t.common.languages[code]}</span>
                  <input
                    className="input"
                    name={`alt.${code}`}
                    lang={code}
                    defaultValue={item.alt[code] ?? ""}
                    maxLength={300}
                  />
                </label>
              ))}
            </fieldset>
          ) : null}
          <p>
            <button type="submit" className="btn btn--dark">
              {t.media.save}
            </button>
          </p>
        </StaffForm>
        <aside className="admin-side">
          <section aria-labelledby="used-title">
            <h2 id="used-title">{t.media.usedBy}</h2>
            {usedBy.length ? (
              <ul className="plain-list">
                {usedBy.map((use) => (
                  <li key={`${use.kind}/${use.id}`}>
                    {use.href ? <Link to={use.href}>{use.id}</Link> : use.id}
                    {use.kindLabel ? <span className="muted"> · {use.kindLabel[lang]}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t.media.notUsed}</p>
            )}
          </section>
          {usedBy.length || refused ? (
            <p className="muted">{t.media.deleteInUse}</p>
          ) : asking ? (
            <StaffForm intent="delete" className="admin-card">
              <button type="submit" className="btn btn--dark btn--danger">
                {format(t.media.deleteConfirm, { name: item.name })}
              </button>{" "}
              <button type="button" className="btn btn--secondary" onClick={() => setAsking(false)}>
                {t.media.cancel}
              </button>
            </StaffForm>
          ) : (
            <p>
              <button type="button" className="btn btn--secondary btn--sm btn--danger" onClick={() => setAsking(true)}>
                {t.media.delete}
              </button>
            </p>
          )}
        </aside>
      </div>
    </>
  );
}
