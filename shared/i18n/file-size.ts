import { LOCALES, type Language } from "./languages.ts";

/** "850B", "14 kB", "1.4 MB", "1,4 МБ": a file's size, as people read it, in a language. */
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
    // "16B": the short English form says "16 byte".
    unitDisplay: unit === "byte" ? "narrow" : "short",
    maximumFractionDigits: value < 10 && unit !== "byte" ? 1 : 0,
  }).format(value);
}
