import { useEffect, useId, useRef, useState } from "react";
import { formatFileSize } from "../../../shared/i18n/file-size.ts";
import {
  REPLY_ACCEPT,
  REPLY_FILE_KINDS,
  REPLY_FILES_MAX,
  REPLY_FILES_MAX_BYTES,
} from "../../../shared/forms/uploads.ts";
import { useInbox } from "../i18n/index.ts";
import { uploadMessageFile, type AttachedFile } from "./upload.ts";

/** A file chosen here: uploading, stored (with its upload id), or refused. */
interface Item {
  key: string;
  name: string;
  size: number;
  id: string | null;
  percent: number;
  problem: string | null;
  controller: AbortController | null;
}

const MB = 1024 * 1024;

/** Whether a name ends in an extension a message may carry: checked before any byte is sent. */
function accepted(name: string): boolean {
  const extension = name.split(".").at(-1)?.toLowerCase() ?? "";
  return REPLY_FILE_KINDS.some((kind) => kind.extension === extension || kind.aliases?.includes(extension));
}

/**
 * The files of a message to a sender or of a reply template: each chosen file uploads at
 * once (the server decides its type from its content) and shows its progress; stored files
 * go with the form as hidden fields, in order. A template's files come first, marked as its,
 * and can be removed like the others; choosing another template replaces them. Limits
 * (types, size each, count and size together) are told and checked before anything is sent;
 * the server checks them again.
 */
export function FileAttacher({
  name,
  label,
  description,
  initial = [],
  template,
  maxFileMb,
  onBusyChange,
}: {
  /** The field each stored file's upload id is sent in. */
  name: string;
  /** What the files are ("Files sent with it"); "Files" when not said. */
  label?: string;
  /** What they are for, above the limits. */
  description?: string;
  /** Files already attached (a template's own, in its editor). */
  initial?: readonly AttachedFile[];
  /** A template's files for the message, sent in `template.name`; `key` names the template. */
  template?: { key: string; name: string; files: readonly AttachedFile[] };
  maxFileMb: number;
  /** Whether a file is still uploading: the form waits for it. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t, lang, csrf, format } = useInbox();
  const words = t.files;
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((file) => ({ key: file.id, ...file, percent: 100, problem: null, controller: null })),
  );
  const [removed, setRemoved] = useState<readonly string[]>([]);
  // Another template chosen: its files, all of them.
  const [templateKey, setTemplateKey] = useState(template?.key);
  if (template?.key !== templateKey) {
    setTemplateKey(template?.key);
    setRemoved([]);
  }
  const fromTemplate = (template?.files ?? []).filter((file) => !removed.includes(file.id));
  const busy = items.some((item) => !item.id && !item.problem);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // Uploads still running when the form goes away are stopped.
  const running = useRef(new Set<AbortController>());
  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);
  const counter = useRef(0);

  const update = (key: string, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: File[]) => {
    const values = { max: maxFileMb, count: REPLY_FILES_MAX, total: REPLY_FILES_MAX_BYTES / MB };
    let count = fromTemplate.length + items.filter((item) => !item.problem).length;
    let total = [...fromTemplate, ...items.filter((item) => !item.problem)].reduce((sum, file) => sum + file.size, 0);
    const added: Item[] = [];
    for (const file of files) {
      counter.current += 1;
      const key = `${counter.current}-${file.name}`;
      const refuse = (problem: keyof typeof words.problems) =>
        added.push({
          key,
          name: file.name,
          size: file.size,
          id: null,
          percent: 0,
          problem: format(words.problems[problem], { name: file.name, ...values }),
          controller: null,
        });
      if (!accepted(file.name)) refuse("unsupported");
      else if (file.size > maxFileMb * MB) refuse("tooLarge");
      else if (count + 1 > REPLY_FILES_MAX) refuse("tooMany");
      else if (total + file.size > REPLY_FILES_MAX_BYTES) refuse("tooMuch");
      else {
        count += 1;
        total += file.size;
        const controller = new AbortController();
        running.current.add(controller);
        added.push({ key, name: file.name, size: file.size, id: null, percent: 0, problem: null, controller });
        void uploadMessageFile(file, csrf, (percent) => update(key, { percent }), controller.signal).then((outcome) => {
          running.current.delete(controller);
          if (controller.signal.aborted) return;
          update(
            key,
            outcome.ok
              ? { id: outcome.file.id, name: outcome.file.name, percent: 100, controller: null }
              : {
                  problem: format(words.problems[outcome.problem], { name: file.name, ...values }),
                  controller: null,
                },
          );
        });
      }
    }
    setItems((current) => [...current, ...added]);
  };

  const remove = (item: Item) => {
    item.controller?.abort();
    setItems((current) => current.filter((other) => other.key !== item.key));
  };

  return (
    <div className="files-field" role="group" aria-labelledby={labelId}>
      <div className="files-field__head">
        <span className="field__label" id={labelId}>
          {label ?? words.label}
        </span>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => input.current?.click()}>
          {words.attach}
        </button>
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          accept={REPLY_ACCEPT}
          multiple
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </div>
      {description ? <p className="field__hint">{description}</p> : null}
      <p className="field__hint">
        {format(words.hint, { max: maxFileMb, count: REPLY_FILES_MAX, total: REPLY_FILES_MAX_BYTES / MB })}
      </p>
      <ul className="plain-list files-field__list" aria-live="polite">
        {fromTemplate.map((file) => (
          <li key={`template-${file.id}`} className="files-field__file">
            <input type="hidden" name={template?.name} value={file.id} />
            <span className="files-field__name">{file.name}</span>
            <span className="muted">
              {formatFileSize(file.size, lang)}, {words.fromTemplate}
            </span>
            <RemoveButton
              label={format(words.remove, { name: file.name })}
              onClick={() => setRemoved((current) => [...current, file.id])}
            />
          </li>
        ))}
        {items.map((item) => (
          <li key={item.key} className={item.problem ? "files-field__file field__error" : "files-field__file"}>
            {item.id ? <input type="hidden" name={name} value={item.id} /> : null}
            <span className="files-field__name">{item.problem ?? item.name}</span>
            {item.problem ? null : (
              <span className="muted">
                {formatFileSize(item.size, lang)}
                {item.id ? "" : `, ${format(words.uploading, { percent: item.percent })}`}
              </span>
            )}
            <RemoveButton label={format(words.remove, { name: item.name })} onClick={() => remove(item)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="files-field__remove" aria-label={label} title={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
