import type { PublicImage } from "../../../shared/content-model/fields.ts";

/**
 * An image of the content with its explicit dimensions: a drawing as it is; an upload in
 * AVIF or WebP at the width `sizes` asks for, JPEG for the rest, its subject kept in frame
 * where a stylesheet crops it (`object-position` from its focal point).
 */
export function Picture({
  image,
  sizes,
  className,
  alt = image.alt,
  eager = false,
}: {
  image: PublicImage;
  sizes: string;
  className?: string;
  /** What it shows here, when not the image's own alt text ("" where the words beside it say it). */
  alt?: string;
  eager?: boolean;
}) {
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      sizes={image.sources.length ? sizes : undefined}
      className={className}
      style={
        image.focus.x === 50 && image.focus.y === 50
          ? undefined
          : { objectPosition: `${image.focus.x}% ${image.focus.y}%` }
      }
    />
  );
  if (!image.sources.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
