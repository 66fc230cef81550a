import { useRef, useState } from "react";
import { useApiClient } from "./client.ts";
import { ACCEPT, type UploadCategory } from "../../../shared/forms/uploads.ts";
import { useT } from "../../site/use-site.ts";
import { Field } from "./Field.tsx";
import { notify } from "../../components/toast/toast.tsx";

/**
 * A file chosen here uploads at once (spec §4) with a progress bar; the parent gets
 * the upload's id, or "" while there is none, and knows while an upload is running.
 */
export function UploadField({
  category,
  label,
  hint,
  error,
  onUploaded,
  onBusy,
}: {
  category: UploadCategory;
  label: string;
  hint: string;
  error?: string;
  onUploaded: (id: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const t = useT();
  const api = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; progress: number; done: boolean } | null>(null);

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    onUploaded("");
    if (!file) {
      setUpload(null);
      return;
    }
    setUpload({ name: file.name, progress: 0, done: false });
    onBusy(true);
    try {
      const id = await api.uploadFile(category, file, (progress) =>
        setUpload({ name: file.name, progress, done: false }),
      );
      setUpload({ name: file.name, progress: 1, done: true });
      onUploaded(id);
    } catch {
      // A failed upload clears the uploading state (spec §4).
      setUpload(null);
      if (input.current) input.current.value = "";
      void notify("error", t.forms.toast.error);
    } finally {
      onBusy(false);
    }
  }

  return (
    <Field label={label} hint={hint} error={error} required>
      {(control) => (
        <div className="upload">
          <input
            {...control}
            ref={input}
            type="file"
            accept={ACCEPT[category]}
            className="upload__input"
            onChange={choose}
          />
          {upload ? (
            <div className="upload__status" aria-live="polite">
              {upload.done ? (
                <span>
                  {t.quote.uploaded} <strong>{upload.name}</strong>
                </span>
              ) : (
                <>
                  <span id={`${control.id}-progress`}>{t.quote.uploading}</span>
                  <progress
                    aria-labelledby={`${control.id}-progress`}
                    max={100}
                    value={Math.round(upload.progress * 100)}
                    className="upload__progress"
                  />
                </>
              )}
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
