import type { Picture } from "vite-imagetools";

// Every slide and category illustration, rasterised at build time into AVIF and WebP.
// An owner photo dropped into art/ with the same name (e.g. slide-1.jpg) can replace its SVG.
const slidePictures = import.meta.glob<Picture>("../../art/slide-*.{svg,jpg,jpeg,png}", {
  query: { w: "480;800;1200;1600", format: "avif;webp", as: "picture" },
  import: "default",
  eager: true,
});

const categoryPictures = import.meta.glob<Picture>("../../art/category-*.{svg,jpg,jpeg,png}", {
  query: { w: "360;480;720", format: "avif;webp", as: "picture" },
  import: "default",
  eager: true,
});

function pick(pictures: Record<string, Picture>, name: string): Picture {
  const photo = Object.entries(pictures).find(
    ([path]) =>
      path
        .split("/")
        .pop()
        ?.replace(/\.[^.]+$/, "") === name && !path.endsWith(".svg"),
  );
  const art = Object.entries(pictures).find(([path]) => path.endsWith(`/${name}.svg`));
  const picture = (photo ?? art)?.[1];
  if (!picture) throw new Error(`No artwork named ${name} in art/`);
  return picture;
}

export const slidePicture = (name: string) => pick(slidePictures, name);
export const categoryPicture = (name: string) => pick(categoryPictures, name);
