import { useEffect, useRef, useState } from "react";
import { useInbox } from "../i18n/index.ts";
import { LIBRARY_ACCEPT, uploadToLibrary } from "./upload.ts";

/** An item of the library as pickers show it (routes/admin/media-library.ts). */
export interface PickedMedia {
  id: string;
  kind: "image" | "document";
  name: string;
  width: number;
  height: number;
  thumbnail: string | null;
  alt: Partial<Record<string, string>>;
}

/**
 * The media library in a dialog: search it, upload to it, and choose one item. Used by
 * every image and file field of the editor and by the Markdown field's "Insert an image".
 */
export function MediaPicker({
  kind,
  onChoose,
  onClose,
}: {
  kind: "image" | "document";
  onChoose: (item: PickedMedia) => void;
  onClose: () => void;
}) {
  const { t, csrf, lang, format } = useInbox();
  const dialog = useRef<HTMLDialogElement>(null);
  const [items, setItems] = useState<PickedMedia[] | null>(null);
  const [query, setQuery] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = () => fetchLibrary(kind).then(setItems);

  useEffect(() => {
    dialog.current?.showModal();
    let open = true;
    void fetchLibrary(kind).then((list) => {
      if (open) setItems(list);
    });
    return () => {
      open = false;
    };
  }, [kind]);

  const upload = async (file: File) => {
    setFailure(null);
    setProgress(0);
    const outcome = await uploadToLibrary(file, csrf, setProgress);
    setProgress(null);
    if (!outcome.ok) return setFailure(t.media.problems[outcome.problem]);
    await load();
  };

  const needle = query.trim().toLowerCase();
  const shown = (items ?? []).filter(
    (item) =>
      !needle ||
      item.name.toLowerCase().includes(needle) ||
      Object.values(item.alt).some((text) => text?.toLowerCase().includes(needle)),
  );
  const title = kind === "image" ? t.media.chooseImage : t.media.chooseDocument;
  return (
    <dialog ref={dialog} className="media-picker" aria-labelledby="media-picker-title" onClose={onClose}>
      <div className="media-picker__head">
        <h2 id="media-picker-title">{title}</h2>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => dialog.current?.close()}>
          {t.media.cancel}
        </button>
      </div>
      <div className="media-picker__tools">
        <label className="field media-picker__search">
          <span className="visually-hidden">{t.media.search}</span>
          <input
            className="input"
            type="search"
            placeholder={t.media.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <UploadButton accept={LIBRARY_ACCEPT[kind]} label={t.media.upload} onFile={(file) => void upload(file)} />
      </div>
      {progress !== null ? <p role="status">{format(t.content.image.uploading, { percent: progress })}</p> : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {items === null ? null : shown.length ? (
        <ul className="plain-list media-grid">
          {shown.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="media-card media-card--pick"
                onClick={() => {
                  onChoose(item);
                  dialog.current?.close();
                }}
              >
                <MediaThumbnail item={item} />
                <span className="media-card__name">{item.name}</span>
                <span className="visually-hidden">
                  {t.media.pick}: {item.alt[lang] || item.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{items.length ? t.media.noMatch : t.media.empty}</p>
      )}
    </dialog>
  );
}

async function fetchLibrary(kind: "image" | "document"): Promise<PickedMedia[]> {
  const response = await fetch(`/admin/media/library?kind=${kind}`, { headers: { accept: "application/json" } });
  return response.ok ? ((await response.json()) as PickedMedia[]) : [];
}

/** A library item's small picture: the image itself, or the document's type. */
export function MediaThumbnail({ item }: { item: Pick<PickedMedia, "kind" | "thumbnail" | "name"> }) {
  return item.kind === "image" && item.thumbnail ? (
    <img src={item.thumbnail} alt="" className="media-card__image" loading="lazy" decoding="async" />
  ) : (
    <span className="media-card__document" aria-hidden="true">
      PDF
    </span>
  );
}

/** The site's own upload control: a button that opens the file chooser. */
export function UploadButton({
  accept,
  label,
  multiple = false,
  onFile,
}: {
  accept: string;
  label: string;
  multiple?: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="btn btn--dark btn--sm" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          for (const file of event.target.files ?? []) onFile(file);
          event.target.value = "";
        }}
      />
    </>
  );
}
