import type { Language } from "../i18n/languages.ts";

/**
 * The field types a kind of content is declared with (decision 043). A declaration names
 * each field once: its type, whether it holds one value per language, whether publishing
 * needs it, and the words staff read beside it. Storage, validation, the inbox's form, the
 * types pages read and the import of the content the site starts with all follow from it.
 */

/** Words staff read in the inbox, in its three languages. */
export type StaffWords = Readonly<Record<Language, string>>;

/** A value held once per language: `{ en: "…", ru: "…", uz: "…" }`. */
export type Localized<T> = Record<Language, T>;

interface FieldBase {
  label: StaffWords;
  /** A sentence under the field: what goes in, and where it shows. */
  help?: StaffWords;
  /** One value per language. */
  localized?: boolean;
  /** Publishing (and keeping a live entry) needs a value, in every language when localized. */
  required?: boolean;
}

/** What a text field holds, checked when it is saved. */
type TextFormat = "plain" | "email" | "url" | "phone";

export interface TextField extends FieldBase {
  type: "text";
  /** Longest value, in characters. */
  max: number;
  multiline?: boolean;
  format?: TextFormat;
}

/** Markdown as staff write it; pages receive it rendered and sanitized. */
export interface MarkdownField extends FieldBase {
  type: "markdown";
  max: number;
}

export interface NumberField extends FieldBase {
  type: "number";
  min?: number;
  max?: number;
  integer?: boolean;
}

/** A calendar day, "2026-11-24". */
export interface DateField extends FieldBase {
  type: "date";
}

export interface ChoiceOption {
  value: string;
  label: StaffWords;
}

export interface ChoiceField extends FieldBase {
  type: "choice";
  options: readonly ChoiceOption[];
  /** Any number of the options (ticked boxes), kept in the options' order. */
  many?: boolean;
}

export interface BooleanField extends FieldBase {
  type: "boolean";
}

/** An image of the media library ("media:<id>") or a drawing of the site ("/images/…"). */
export interface ImageField extends FieldBase {
  type: "image";
  /** A text field beside it, in the same group, that says what it shows here (else the library's alt text). */
  altFrom?: string;
}

/** A document of the media library ("media:<id>"), such as a PDF to download. */
export interface FileField extends FieldBase {
  type: "file";
}

/** Another entry (or entries) by id: `to` names its kind. */
export interface RelationField extends FieldBase {
  type: "relation";
  to: string;
  many?: boolean;
}

export interface ListField<Of extends Field = Field> extends FieldBase {
  type: "list";
  of: Of;
  /** With `max` the same, the list has that many items for good: staff edit them, never add, remove or move one. */
  min?: number;
  max: number;
  /** A list of short texts edited as one box, a line per item. */
  lines?: boolean;
}

/** A list of as many items as it may hold, for good (the seven hiring steps, a case's four features). */
export function isFixedLength(field: ListField): boolean {
  return field.min !== undefined && field.min === field.max;
}

export interface GroupField<Fs extends Fields = Fields> extends FieldBase {
  type: "group";
  fields: Fs;
  /**
   * A boolean field beside the group that switches it on: while it is off, nothing inside
   * is needed to publish (an industry shown only as a card has no page of its own).
   */
  requiredWhen?: string;
  /**
   * Its fields held per language are filled together or not at all, in each language: with one
   * filled, publishing needs the others there too (a key figure's number and what it counts).
   */
  allOrNone?: true;
  /**
   * The group is how the entry shows in search results and link previews (its `title`,
   * `description` and `image`): the editor draws both beside it as staff type.
   */
  searchPreview?: true;
}

export type Field =
  | TextField
  | MarkdownField
  | NumberField
  | DateField
  | ChoiceField
  | BooleanField
  | ImageField
  | FileField
  | RelationField
  | ListField
  | GroupField;

export type Fields = Readonly<Record<string, Field>>;

type Options<F extends Field> = Omit<F, "type">;

export const text = <const O extends Options<TextField>>(options: O) => ({ type: "text" as const, ...options });
export const markdown = <const O extends Options<MarkdownField>>(options: O) => ({
  type: "markdown" as const,
  ...options,
});
export const number = <const O extends Options<NumberField>>(options: O) => ({ type: "number" as const, ...options });
export const date = <const O extends Options<DateField>>(options: O) => ({ type: "date" as const, ...options });
export const choice = <const O extends Options<ChoiceField>>(options: O) => ({ type: "choice" as const, ...options });
export const boolean = <const O extends Options<BooleanField>>(options: O) => ({
  type: "boolean" as const,
  ...options,
});
export const image = <const O extends Options<ImageField>>(options: O) => ({ type: "image" as const, ...options });
export const file = <const O extends Options<FileField>>(options: O) => ({ type: "file" as const, ...options });
export const relation = <const O extends Options<RelationField>>(options: O) => ({
  type: "relation" as const,
  ...options,
});
export const list = <const O extends Omit<ListField, "type">>(options: O) => ({ type: "list" as const, ...options });
export const group = <const O extends Omit<GroupField, "type">>(options: O) => ({ type: "group" as const, ...options });

/** A group whose switch (`requiredWhen`, a yes/no field beside it) is off: nothing in it is needed. */
export function switchedOff(field: Field, siblings: Readonly<Record<string, unknown>>): boolean {
  return field.type === "group" && field.requiredWhen !== undefined && siblings[field.requiredWhen] !== true;
}

/** Staff words in the three languages, in the order en, ru, uz. */
export const words = (en: string, ru: string, uz: string): StaffWords => ({ en, ru, uz });

// The stored value of each field, derived from its declaration.
type BaseValue<F> = F extends ChoiceField & { many: true }
  ? string[]
  : F extends TextField | MarkdownField | DateField | ChoiceField | ImageField | FileField
    ? string
    : F extends NumberField
      ? number | null
      : F extends BooleanField
        ? boolean
        : F extends RelationField
          ? F extends { many: true }
            ? string[]
            : string
          : F extends ListField<infer Of>
            ? Value<Of>[]
            : F extends GroupField<infer Fs>
              ? DocOf<Fs>
              : never;

type Value<F> = F extends { localized: true } ? Localized<BaseValue<F>> : BaseValue<F>;
export type DocOf<Fs extends Fields> = { -readonly [K in keyof Fs]: Value<Fs[K]> };

/** Markdown as pages receive it: sanitized HTML, and its length for reading times. */
export interface RenderedMarkdown {
  html: string;
  words: number;
}

/** An image as pages receive it: its sizes and formats, ready for <picture>. */
export interface PublicImage {
  /** The fallback source (JPEG or PNG, or SVG for drawings). */
  src: string;
  width: number;
  height: number;
  /** Modern formats first: [{ type: "image/avif", srcSet: "… 600w, … 1200w" }]. */
  sources: { type: string; srcSet: string }[];
  /** A raster copy (JPEG or PNG) for link previews, feeds and e-mail, which show no SVG or AVIF. */
  raster: string;
  /** Where the subject is, in percent from the top left, for cropping with object-position. */
  focus: { x: number; y: number };
  /** What the image shows, in the page's language (empty for decoration). */
  alt: string;
}

/** A document of the media library as pages receive it. */
export interface PublicFile {
  href: string;
  name: string;
  size: number;
  mime: string;
}

// What a page reads: each value in the page's language, Markdown rendered, images resolved.
type ViewBase<F> = F extends MarkdownField
  ? RenderedMarkdown
  : F extends ImageField
    ? PublicImage | null
    : F extends FileField
      ? PublicFile | null
      : F extends ListField<infer Of>
        ? View<Of>[]
        : F extends GroupField<infer Fs>
          ? ViewOf<Fs>
          : BaseValue<F>;

type View<F> = ViewBase<F>;
export type ViewOf<Fs extends Fields> = { -readonly [K in keyof Fs]: View<Fs[K]> };
