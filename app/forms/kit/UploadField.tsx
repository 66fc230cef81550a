import { useEffect, useRef, useState } from "react";
import { useApiClient } from "./client.ts";
import { ACCEPT, nameAccepted, type UploadCategory } from "../../../shared/forms/uploads.ts";
import { formatFileSize } from "../../../shared/i18n/file-size.ts";
import { useSite } from "../../site/use-site.ts";
import { Field } from "./Field.tsx";
import { Icon } from "../../components/ui/Icon.tsx";
import { notify } from "../../components/toast/toast.tsx";

interface Upload {
  name: string;
  size: number;
  progress: number;
  done: boolean;
}

/**
 * The site's own file control (issue 13), in the page's language: choose a file or drop
 * it, see its name and size, a progress bar, remove it. A file of the wrong type or too
 * large is refused here with a message, before any byte is sent. A chosen file uploads
 * at once (spec §4); the parent gets the upload's id, or "" while there is none, and
 * knows while an upload is running.
 */
export function UploadField({
  category,
  label,
  error,
  onUploaded,
  onBusy,
}: {
  category: UploadCategory;
  label: string;
  error?: string;
  onUploaded: (id: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t, lang, publicConfig } = useSite();
  const words = t.forms.upload;
  const api = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [refusal, setRefusal] = useState("");
  const [dragging, setDragging] = useState(false);

  // Leaving the form (the dialog closes) stops an upload in flight.
  useEffect(() => () => running.current?.abort(), []);

  function clear() {
    running.current?.abort();
    running.current = null;
    if (input.current) input.current.value = "";
    setUpload(null);
    onUploaded("");
  }

  // The limit the server enforces (UPLOAD_MAX_MB): its hint and refusal name it, finished by the server.
  const maxBytes = publicConfig.uploadMaxMb * 1024 * 1024;

  async function take(file: File | undefined) {
    clear();
    setRefusal("");
    if (!file) return;
    const refused = !nameAccepted(file.name, category)
      ? words.wrongType[category]
      : file.size > maxBytes
        ? words.tooLarge
        : "";
    if (refused) {
      if (input.current) input.current.value = "";
      setRefusal(refused);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setUpload({ name: file.name, size: file.size, progress: 0, done: false });
    onBusy(true);
    try {
      const id = await api.uploadFile(
        category,
        file,
        (progress) => setUpload({ name: file.name, size: file.size, progress, done: false }),
        controller.signal,
      );
      setUpload({ name: file.name, size: file.size, progress: 1, done: true });
      onUploaded(id);
    } catch {
      if (controller.signal.aborted) return;
      // A failed upload clears the uploading state (spec §4).
      setUpload(null);
      if (input.current) input.current.value = "";
      notify("error", t.forms.toast.error);
    } finally {
      if (running.current === controller) running.current = null;
      onBusy(false);
    }
  }

  function drop(event: React.DragEvent) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  }

  return (
    <Field label={label} hint={words.hint[category]} error={refusal || error} required>
      {(control) => (
        <div className="upload">
          <div
            className={`upload__zone${dragging ? " upload__zone--over" : ""}${upload ? " upload__zone--filled" : ""}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
          >
            <input
              {...control}
              ref={input}
              type="file"
              accept={ACCEPT[category]}
              className="upload__input"
              onChange={(event) => void take(event.target.files?.[0])}
            />
            <Icon name="upload" size={22} className="upload__icon" />
            <span className="upload__prompt">
              <span className="upload__choose">{upload ? words.replace : words.choose}</span>{" "}
              <span className="upload__drop">{words.drop}</span>
            </span>
          </div>
          {upload ? (
            <div className="upload__file">
              <Icon name="file" size={22} className="upload__file-icon" />
              <div className="upload__file-text">
                <span className="upload__name">{upload.name}</span>
                <span className="upload__meta" aria-live="polite">
                  {formatFileSize(upload.size, lang)}
                  {" · "}
                  {upload.done ? (
                    <span className="upload__done">{words.uploaded}</span>
                  ) : (
                    <span id={`${control.id}-progress`}>{words.uploading}</span>
                  )}
                </span>
                {upload.done ? null : (
                  <progress
                    aria-labelledby={`${control.id}-progress`}
                    max={100}
                    value={Math.round(upload.progress * 100)}
                    className="upload__progress"
                  />
                )}
              </div>
              <button type="button" className="icon-button upload__remove" onClick={clear}>
                <Icon name="close" size={18} />
                <span className="visually-hidden">
                  {words.remove}: {upload.name}
                </span>
              </button>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
