import type { Picture } from "vite-imagetools";

type Props = {
  picture: Picture;
  alt: string;
  sizes: string;
  className?: string;
  /** The largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
};

export function ResponsivePicture({ picture, alt, sizes, className, priority = false }: Props) {
  return (
    <picture>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        // Element Timing: the pre-rendered page's scripts wait for this image's paint
        // (scripts/build-assets.ts).
        {...(priority && { elementtiming: "priority-image" })}
      />
    </picture>
  );
}
