import { useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/media";
import { requireStaff } from "../../admin/session.server.ts";
import { libraryItems } from "../../admin/media.server.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { formatFileSize } from "../../../shared/i18n/file-size.ts";
import { MediaThumbnail, UploadButton } from "../../admin/media/MediaPicker.tsx";
import { LIBRARY_ACCEPT, uploadToLibrary } from "../../admin/media/upload.ts";

/** The media library: every image and document, where each is used, and uploading more. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, "media");
  return { items: await libraryItems(services.database) };
}

type Filter = "all" | "image" | "document";

export default function InboxMedia({ loaderData }: Route.ComponentProps) {
  const { t, csrf, lang, format } = useInbox();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const [filter, setFilter] = useState<Filter>("all");
  const [query, setQuery] = useState("");
  const [uploads, setUploads] = useState<{ name: string; percent: number | null; problem: string | null }[]>([]);
  const deleted = params.get("deleted");

  const upload = async (file: File) => {
    const mark = (change: Partial<(typeof uploads)[number]>) =>
      setUploads((current) => current.map((item) => (item.name === file.name ? { ...item, ...change } : item)));
    setUploads((current) => [
      ...current.filter((item) => item.name !== file.name),
      { name: file.name, percent: 0, problem: null },
    ]);
    const outcome = await uploadToLibrary(file, csrf, (percent) => mark({ percent }));
    mark({ percent: null, problem: outcome.ok ? null : t.media.problems[outcome.problem] });
    if (outcome.ok) await revalidator.revalidate();
  };

  const needle = query.trim().toLowerCase();
  const items = loaderData.items.filter(
    (item) =>
      (filter === "all" || item.kind === filter) &&
      (!needle ||
        item.name.toLowerCase().includes(needle) ||
        Object.values(item.alt).some((text) => text?.toLowerCase().includes(needle))),
  );
  return (
    <>
      <div className="admin__heading">
        <h1>{t.media.title}</h1>
        <UploadButton
          accept={`${LIBRARY_ACCEPT.image},${LIBRARY_ACCEPT.document}`}
          label={t.media.upload}
          multiple
          onFile={(file) => void upload(file)}
        />
      </div>
      <p className="muted">{t.media.lead}</p>
      <p className="field__hint">{t.media.uploadHint}</p>
      {deleted ? (
        <p className="admin-message" role="status">
          {format(t.media.deleted, { name: deleted })}
        </p>
      ) : null}
      {uploads.length ? (
        <ul className="plain-list media-uploads" aria-live="polite">
          {uploads.map((item) => (
            <li key={item.name} className={item.problem ? "field__error" : undefined}>
              {item.problem
                ? `${item.name}: ${item.problem}`
                : item.percent === null
                  ? format(t.media.uploaded, { name: item.name })
                  : format(t.media.uploading, { name: item.name, percent: item.percent })}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="media-filters">
        <div role="group" aria-label={t.lists.filter} className="media-filters__kinds">
          {(["all", "image", "document"] as const).map((value) => (
            <button
              key={value}
              type="button"
              className="lang-chip"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {value === "all" ? t.media.all : value === "image" ? t.media.images : t.media.documents}
            </button>
          ))}
        </div>
        <label className="media-filters__search">
          <span className="visually-hidden">{t.media.search}</span>
          <input
            className="input"
            type="search"
            placeholder={t.media.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      </div>
      {items.length ? (
        <ul className="plain-list media-grid">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`/admin/media/${item.id}`} className="media-card">
                <MediaThumbnail item={item} />
                <span className="media-card__name">{item.name}</span>
                <span className="muted">
                  {item.kind === "image"
                    ? format(t.media.dimensions, { width: item.width, height: item.height })
                    : formatFileSize(item.size, lang)}
                </span>
                <span className={item.usedBy.length ? "status status--published" : "muted"}>
                  {item.usedBy.length ? format(t.media.usedIn, { n: item.usedBy.length }) : t.media.unused}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{loaderData.items.length ? t.media.noMatch : t.media.empty}</p>
      )}
    </>
  );
}
