import type { PublicImage } from "../../../shared/content-model/fields.ts";
import { PORTRAIT_SIZE } from "../../../shared/portrait.ts";
import { Picture } from "../ui/Picture.tsx";

/** A person's face on the page: their photo, or the drawn portrait in the site's one style. */
export type PortraitImage = { photo: PublicImage } | { photo: null; drawn: string };

export function Portrait({ portrait, className, alt }: { portrait: PortraitImage; className: string; alt: string }) {
  if (portrait.photo) return <Picture image={portrait.photo} alt={alt} className={className} sizes="7.5rem" />;
  return (
    <img
      className={className}
      src={portrait.drawn}
      width={PORTRAIT_SIZE.width}
      height={PORTRAIT_SIZE.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
