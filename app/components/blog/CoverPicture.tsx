import type { CoverImage } from "../../content/blog-types.ts";

/**
 * A post's cover with its explicit dimensions, shown in the blog's 1200 × 630 frame: a drawing as it is, an uploaded image in
 * AVIF or WebP at the width the screen needs, JPEG for the rest. `eager` for a cover the
 * visitor sees first; below the fold it loads lazily.
 */
export function CoverPicture({
  cover,
  className,
  eager = false,
  decorative = false,
}: {
  cover: CoverImage;
  className?: string;
  eager?: boolean;
  /** On a card, the title beside it says everything: the image is not announced. */
  decorative?: boolean;
}) {
  const image = (
    <img
      src={cover.src}
      alt={decorative ? "" : cover.alt}
      width={cover.width}
      height={cover.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      // Cropped to the cover's frame around its subject (the media library's focal point).
      style={
        cover.focus.x === 50 && cover.focus.y === 50
          ? undefined
          : { objectPosition: `${cover.focus.x}% ${cover.focus.y}%` }
      }
      sizes={cover.sources.length ? "(min-width: 60rem) 45rem, 100vw" : undefined}
      className={className}
    />
  );
  if (!cover.sources.length) return image;
  return (
    <picture>
      {cover.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="(min-width: 60rem) 45rem, 100vw" />
      ))}
      {image}
    </picture>
  );
}
