import { LOCALES, type Language } from "./languages.ts";

type Unit = "byte" | "kilobyte" | "megabyte";

/** Uzbek's units, as Intl writes them where it has Uzbek data. */
const UZBEK_UNITS: Record<Unit, string> = { byte: "bayt", kilobyte: "kB", megabyte: "MB" };

/** "850 bytes", "14 kB", "1.4 MB", "1,4 МБ", "850 bayt": a file's size, as people read it, in a language. */
export function formatFileSize(bytes: number, lang: Language): string {
  const [value, unit]: [number, Unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, "megabyte"]
      : bytes >= 1024
        ? [bytes / 1024, "kilobyte"]
        : [bytes, "byte"];
  const fractionDigits = value < 10 && unit !== "byte" ? 1 : 0;
  if (lang === "uz") {
    // Written out: browsers carry no Uzbek number data (Chromium writes "1.4 MB"), and the
    // inbox's hydrated page must show the server's text. Decimal comma, no-break space groups.
    const number = String(Number(value.toFixed(fractionDigits)))
      .replace(".", ",")
      .replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
    return `${number} ${UZBEK_UNITS[unit]}`;
  }
  return new Intl.NumberFormat(LOCALES[lang], {
    style: "unit",
    unit,
    // Bytes are written out ("45 bytes", "45 байт"): the short English form says "45 byte", the
    // narrow one "45B", which no one writes.
    unitDisplay: unit === "byte" ? "long" : "short",
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
