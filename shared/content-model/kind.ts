import type { Area } from "../staff.ts";
import type { DocOf, Field, Fields, StaffWords, ViewOf } from "./fields.ts";
import type { Issue } from "./validation.ts";

/**
 * A kind of content, declared once (decision 043): its fields, who edits it, how its
 * entries are addressed, ordered and published. Everything else (storage, validation, the
 * inbox's list and form, revisions, scheduling, preview, the audit, redirects of changed
 * addresses, the import of the content the site starts with, the types pages read) is
 * derived from this declaration by the content engine.
 */
export interface KindDeclaration<Fs extends Fields = Fields> {
  /** Stored with every entry and revision; never renamed once shipped ("post", "case-study"). */
  name: string;
  /** The inbox area whose roles edit it (shared/staff.ts). */
  area: Area;
  /** The inbox's list of it: "/admin/<inboxPath>". */
  inboxPath: string;
  label: { plural: StaffWords; singular: StaffWords; new: StaffWords };
  /**
   * The public page of an entry, its id standing for ":id" ("/blog/post/:id"). With an
   * address, an entry's id is a slug staff choose and a changed one redirects; without
   * one, ids are made for them.
   */
  address?: string;
  /** The field that names an entry in lists and titles: a text field held per language. */
  titleField: keyof Fs & string;
  /** Newest first by a date field, or in the order staff arrange. */
  order: { field: keyof Fs & string; direction: "asc" | "desc" } | "manual";
  /** Entries can be closed before their time (openings) and reopened. */
  closable?: boolean;
  /** One entry only, with this id (a page's words, the company's details). */
  singleton?: string;
  fields: Fs;
  /**
   * Rules across fields ("the last day comes after the first"); `complete` when the entry
   * is or goes public, for fields one needs only once another is given.
   */
  rules?(doc: DocOf<Fs>, complete: boolean): Issue[];
  /** Where the inbox shows an entry's saved version as visitors will see it (every kind of KINDS has one). */
  preview?: PreviewTarget<DocOf<Fs>>;
  /**
   * What the site starts with (every kind of KINDS says): imported once, on the first start
   * that knows the kind (server/content/seed.ts).
   */
  seed?: SeedSource<DocOf<Fs>>;
}

/** A kind of the site's content (KINDS): previewed and starting with its seed or empty, as it declares. */
export type SiteKind<Fs extends Fields = Fields> = Kind<Fs> & Required<Pick<KindDeclaration<Fs>, "preview" | "seed">>;

/** The public components the inbox draws a preview with (app/admin/previews.server.ts holds one for each). */
export const DRAWN_PREVIEWS = ["post", "opening", "case-study", "consent", "company", "not-found"] as const;
export type DrawnPreview = (typeof DRAWN_PREVIEWS)[number];

/**
 * An entry's preview: the public page that shows it, in a frame through a signed preview link
 * (decision 047), its path fixed or chosen from the saved entry; or drawn by a public component.
 */
type PreviewTarget<Doc> =
  { page: string } | { pageOf(entry: { id: string; doc: Doc }): string } | { drawn: DrawnPreview };

/**
 * Where a kind's starting entries come from: "starts empty"; a seed file under content/seed/,
 * loaded only by the import (the browser never downloads it); or a folder of Markdown files,
 * content/<folder>/<id>/<lang>.md, each document completed by `complete` when given.
 */
type SeedSource<Doc> = "starts empty" | { entries(): Promise<SeedFile> } | { folder: string; complete?(doc: Doc): Doc };

/**
 * A seed file's entries as its loader returns them. The file types them by its kind
 * (`Seed<typeof awards>`); the loader, annotated with this type, keeps the kind's type from
 * depending on its own seed.
 */
export type SeedFile = readonly { id: string; doc: unknown }[];

/** A declared kind with its document and view types. */
export interface Kind<Fs extends Fields = Fields> extends KindDeclaration<Fs> {
  readonly __doc?: DocOf<Fs>;
  readonly __view?: ViewOf<Fs>;
}

export type DocOfKind<K> = K extends Kind<infer Fs> ? DocOf<Fs> : never;

/** An entry the site starts with, as a seed file under content/seed/ states it: each text as { en, ru, uz }. */
export interface Seed<K> {
  id: string;
  doc: DocOfKind<K>;
}
export type ViewOfKind<K> = K extends Kind<infer Fs> ? ViewOf<Fs> : never;

/** Names the inbox's form uses for itself; no field of an entry may take them. */
const RESERVED = new Set(["id", "csrf", "intent", "publishAt", "revision", "position"]);
/** A control's name is its path with the language last ("title.ru"): no field anywhere is named like a language. */
const LANGUAGE_NAMES = new Set(["en", "ru", "uz"]);

export function defineKind<const Fs extends Fields>(
  declaration: KindDeclaration<Fs> & Required<Pick<KindDeclaration<Fs>, "preview" | "seed">>,
): SiteKind<Fs>;
/** A declaration only a form of the inbox uses (a newsletter issue): no preview, no seed. */
export function defineKind<const Fs extends Fields>(declaration: KindDeclaration<Fs>): Kind<Fs>;
export function defineKind<const Fs extends Fields>(declaration: KindDeclaration<Fs>): Kind<Fs> {
  for (const [key, field] of Object.entries(declaration.fields))
    checkField(declaration.name, key, field, { insideLocalized: false, siblings: declaration.fields, top: true });
  const title = declaration.fields[declaration.titleField];
  if (title?.type !== "text" || !title.localized) {
    throw new Error(`Kind ${declaration.name}: its title field must be a text field held per language`);
  }
  if (declaration.singleton && declaration.address?.includes(":id")) {
    throw new Error(`Kind ${declaration.name}: a single entry has a fixed address`);
  }
  return declaration;
}

/** Where a field stands: inside a value held per language, beside which fields, at the top of its kind. */
interface Place {
  insideLocalized: boolean;
  siblings: Fields;
  top: boolean;
}

function checkField(kind: string, key: string, field: Field, { insideLocalized, siblings, top }: Place): void {
  if ((top && RESERVED.has(key)) || LANGUAGE_NAMES.has(key) || !/^[a-z][A-Za-z0-9]*$/.test(key)) {
    throw new Error(`Kind ${kind}: "${key}" cannot name a field`);
  }
  if (insideLocalized && field.localized) {
    throw new Error(`Kind ${kind}: "${key}" is inside a field held per language and cannot be per language again`);
  }
  const inner = insideLocalized || Boolean(field.localized);
  if (field.type === "group") {
    if (field.requiredWhen && siblings[field.requiredWhen]?.type !== "boolean") {
      throw new Error(
        `Kind ${kind}: "${key}" is switched on by "${field.requiredWhen}", which must be a yes/no field beside it`,
      );
    }
    for (const [name, child] of Object.entries(field.fields))
      checkField(kind, name, child, { insideLocalized: inner, siblings: field.fields, top: false });
  }
  if (field.type === "list") {
    if (field.of.type === "group") {
      const of = field.of;
      for (const [name, child] of Object.entries(of.fields))
        checkField(kind, name, child, { insideLocalized: inner, siblings: of.fields, top: false });
    } else if (inner && field.of.localized) {
      throw new Error(`Kind ${kind}: the items of "${key}" cannot be per language inside a field held per language`);
    }
    if (field.lines && (field.of.type !== "text" || field.of.localized)) {
      throw new Error(`Kind ${kind}: "${key}" is edited a line per item, so its items must be plain texts`);
    }
  }
}

/**
 * Whether a kind holds images, files or Markdown (where images can be inserted) anywhere:
 * whoever edits it may add to the media library and choose from it.
 */
export function hasMedia(kind: Kind): boolean {
  const walk = (field: Field): boolean =>
    field.type === "image" ||
    field.type === "file" ||
    field.type === "markdown" ||
    (field.type === "group" && Object.values(field.fields).some(walk)) ||
    (field.type === "list" && walk(field.of));
  return Object.values(kind.fields).some(walk);
}
