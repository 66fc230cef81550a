import { LOCALES, type Language } from "./languages.ts";

/** "850 bytes", "14 kB", "1.4 MB", "1,4 МБ", "850 bayt": a file's size, as people read it, in a language. */
export function formatFileSize(bytes: number, lang: Language): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, "megabyte"]
      : bytes >= 1024
        ? [bytes / 1024, "kilobyte"]
        : [bytes, "byte"];
  return new Intl.NumberFormat(LOCALES[lang], {
    style: "unit",
    unit,
    // Bytes are written out ("45 bytes", "45 байт"): the short English form says "45 byte", the
    // narrow one "45B", which no one writes.
    unitDisplay: unit === "byte" ? "long" : "short",
    maximumFractionDigits: value < 10 && unit !== "byte" ? 1 : 0,
  }).format(value);
}
