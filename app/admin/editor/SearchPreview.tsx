import { useEffect, useRef, useState } from "react";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import { useInbox } from "../i18n/index.ts";

/**
 * How search results and shared links will show the entry, beside its search appearance
 * fields, per language as staff type. Search results cut a title at about 600 pixels and a
 * description at about two lines (920 pixels): Cyrillic letters are wider than Latin, so the
 * limits are measured in pixels of the fonts search results use, not counted in letters.
 */
const TITLE = { font: "20px Arial, sans-serif", width: 600 };
const DESCRIPTION = { font: "14px Arial, sans-serif", width: 920 };

interface Shown {
  title: string;
  description: string;
  image: string | null;
}

/** The values a language's preview shows: the group's own where filled in, else the entry's title, summary and cover. */
function readShown(form: HTMLFormElement, group: string, lang: Language): Shown {
  const value = (name: string) => {
    const control = form.elements.namedItem(name);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value.trim() : "";
  };
  const ref = value(`${group}.image`) || value("cover");
  return {
    title: value(`${group}.title.${lang}`) || value(`title.${lang}`),
    description: value(`${group}.description.${lang}`) || value(`summary.${lang}`),
    image: ref.startsWith("media:") ? `/media/${ref.slice(6)}/thumbnail` : ref || null,
  };
}

/** The text as it fits in `width` pixels of `font`, with an ellipsis where it is cut, and where that is. */
function fit(text: string, spec: { font: string; width: number }): { text: string; cutAt: number | null } {
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return { text, cutAt: null };
  context.font = spec.font;
  if (context.measureText(text).width <= spec.width) return { text, cutAt: null };
  let end = text.length;
  while (end > 0 && context.measureText(`${text.slice(0, end)} …`).width > spec.width) end -= 1;
  return { text: `${text.slice(0, end).trimEnd()} …`, cutAt: end };
}

export function SearchPreview({ group }: { group: string }) {
  const { t, format } = useInbox();
  const w = t.content.searchPreview;
  const anchor = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Partial<Record<Language, Shown>>>({});
  const [host, setHost] = useState("");

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    setHost(window.location.host);
    const read = () => setShown(Object.fromEntries(LANGUAGES.map((lang) => [lang, readShown(form, group, lang)])));
    read();
    form.addEventListener("input", read);
    form.addEventListener("change", read);
    return () => {
      form.removeEventListener("input", read);
      form.removeEventListener("change", read);
    };
  }, [group]);

  return (
    <div ref={anchor} className="search-preview">
      {LANGUAGES.map((lang) => {
        const values = shown[lang];
        // Drawn once the browser can measure text: the server cannot.
        if (!values) return null;
        const title = fit(values.title, TITLE);
        const description = fit(values.description, DESCRIPTION);
        return (
          <div key={lang} data-lang={lang} className="search-preview__language">
            <p className="field__label">{w.inResults}</p>
            <div className="search-preview__result" lang={lang}>
              <span className="search-preview__host">{host}</span>
              <span className="search-preview__title">{title.text}</span>
              <span className="search-preview__description">{description.text}</span>
            </div>
            <ul className="field__hint plain-list">
              <li>
                {title.cutAt === null
                  ? format(w.titleFits, { n: values.title.length })
                  : format(w.titleCut, { n: values.title.length, k: title.cutAt })}
              </li>
              <li>
                {description.cutAt === null
                  ? format(w.descriptionFits, { n: values.description.length })
                  : format(w.descriptionCut, { n: values.description.length, k: description.cutAt })}
              </li>
            </ul>
            <p className="field__label">{w.asLink}</p>
            <div className="search-preview__card" lang={lang}>
              {values.image ? <img src={values.image} alt="" width={240} height={126} /> : null}
              <span className="search-preview__host">{host}</span>
              <span className="search-preview__card-title">{values.title}</span>
              <span className="search-preview__card-description">{values.description}</span>
            </div>
          </div>
        );
      })}
    </div>
  );
}
