import type Sharp from "sharp";

// sharp (libvips) is loaded with the first picture this process makes, not at start: the library
// holds tens of megabytes once loaded, which a server that is sent no photo need not.

let loaded: Promise<typeof Sharp> | undefined;

/** sharp, loaded once; its cache off (every photo is read once, its pixels are not kept). */
export function imageLibrary(): Promise<typeof Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
