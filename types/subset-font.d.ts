/** subset-font ships no types; the one call tools/uzbek-marks-font.ts makes. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2" | "truetype" },
  ): Promise<Buffer>;
}
