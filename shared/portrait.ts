import { words, type ChoiceOption } from "./content-model/fields.ts";

/**
 * The drawn portrait that stands in for a person's photo (decision 044): one flat style
 * for everyone, told apart by hair, skin, beard and glasses, which staff may choose, and by
 * the tile and clothes, which follow from the person's id. Its address names every choice
 * (`/portraits/v1/<id>/<hair>.<hair colour>.<skin>.<beard>.<glasses>.svg`), so the server
 * draws it from the address alone and it can be cached for good.
 */

export const HAIRSTYLES = [
  { value: "short", label: words("Short", "Короткая стрижка", "Kalta") },
  { value: "side", label: words("Side parting", "С пробором", "Yon tomonga taralgan") },
  { value: "curly", label: words("Curly", "Кудрявые", "Jingalak") },
  { value: "long", label: words("Long", "Длинные", "Uzun") },
  { value: "bun", label: words("Bun", "Пучок", "Tugma") },
  { value: "bob", label: words("Bob", "Каре", "Kare") },
  { value: "receding", label: words("Receding", "Залысины", "Siyraklashgan") },
] as const satisfies readonly ChoiceOption[];

export const HAIR_COLOURS = [
  { value: "black", label: words("Black", "Чёрные", "Qora") },
  { value: "dark", label: words("Dark brown", "Тёмно-каштановые", "Toʻq jigarrang") },
  { value: "brown", label: words("Brown", "Каштановые", "Jigarrang") },
  { value: "light", label: words("Fair", "Русые", "Och rang") },
  { value: "grey", label: words("Grey", "Седые", "Oqargan") },
] as const satisfies readonly ChoiceOption[];

export const SKIN_TONES = [
  { value: "light", label: words("Light", "Светлый", "Och") },
  { value: "fair", label: words("Fair", "Бледно-смуглый", "Bugʻdoyrang") },
  { value: "medium", label: words("Medium", "Смуглый", "Qoramtir") },
  { value: "tan", label: words("Dark", "Тёмный", "Toʻq") },
] as const satisfies readonly ChoiceOption[];

export const BEARDS = [
  { value: "none", label: words("None", "Нет", "Yoʻq") },
  { value: "stubble", label: words("Stubble", "Щетина", "Qirqilmagan soqol") },
  { value: "full", label: words("Full beard", "Борода", "Qalin soqol") },
] as const satisfies readonly ChoiceOption[];

type ValueOf<T extends readonly { value: string }[]> = T[number]["value"];
export type Hair = ValueOf<typeof HAIRSTYLES>;
type HairColour = ValueOf<typeof HAIR_COLOURS>;
type SkinTone = ValueOf<typeof SKIN_TONES>;
export type Beard = ValueOf<typeof BEARDS>;

/** A look as staff chose it: empty where they left the choice to the drawing. */
export interface ChosenLook {
  hair: string;
  hairColour: string;
  skin: string;
  beard: string;
  glasses: boolean;
}

export interface Look {
  hair: Hair;
  hairColour: HairColour;
  skin: SkinTone;
  beard: Beard;
  glasses: boolean;
}

/** The drawings' size (their viewBox), which pages give as width and height. */
export const PORTRAIT_SIZE = { width: 176, height: 176 } as const;

const PORTRAIT_PATH = /^\/portraits\/v1\/([a-z0-9-]{1,60})\/([a-z]+)\.([a-z]+)\.([a-z]+)\.([a-z]+)\.([01])\.svg$/;

/** A small stable number from a text, so the same person is always drawn alike. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  return hash;
}

function pick<T extends readonly { value: string }[]>(options: T, chosen: string, seed: number): ValueOf<T> {
  const known = options.find((option) => option.value === chosen);
  return (known ?? options[seed % options.length]!).value as ValueOf<T>;
}

/**
 * The look to draw: each choice staff made, the rest picked from the id. A beard is never
 * picked for someone: only chosen.
 */
export function lookOf(id: string, chosen: ChosenLook): Look {
  const seed = seedOf(id);
  return {
    hair: pick(HAIRSTYLES, chosen.hair, seed),
    hairColour: pick(HAIR_COLOURS, chosen.hairColour, seed >>> 3),
    skin: pick(SKIN_TONES, chosen.skin, seed >>> 6),
    beard: pick(BEARDS, chosen.beard || "none", 0),
    glasses: chosen.glasses,
  };
}

/** Where a person's drawn portrait is served. */
export function portraitPath(id: string, look: Look): string {
  const safeId =
    id
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, "-")
      .slice(0, 60) || "person";
  return `/portraits/v1/${safeId}/${look.hair}.${look.hairColour}.${look.skin}.${look.beard}.${look.glasses ? 1 : 0}.svg`;
}

/** The id and look an address names, or null for one that is not a portrait's. */
export function parsePortraitPath(path: string): { id: string; look: Look } | null {
  const match = PORTRAIT_PATH.exec(path);
  if (!match) return null;
  const [, id, hair, hairColour, skin, beard, glasses] = match;
  const known = <T extends readonly { value: string }[]>(options: T, value: string | undefined) =>
    options.some((option) => option.value === value);
  if (
    !known(HAIRSTYLES, hair) ||
    !known(HAIR_COLOURS, hairColour) ||
    !known(SKIN_TONES, skin) ||
    !known(BEARDS, beard)
  ) {
    return null;
  }
  return {
    id: id!,
    look: {
      hair: hair as Hair,
      hairColour: hairColour as HairColour,
      skin: skin as SkinTone,
      beard: beard as Beard,
      glasses: glasses === "1",
    },
  };
}
