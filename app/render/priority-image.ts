/** The width of the priority image's file that a phone 360–412 px wide at 1.75–2× picks. */
const PHONE_IMAGE_WIDTH = 800;

/**
 * Puts the file of the priority image (the home page's first slide) that a phone picks into the
 * page, as a data URL among the AVIF candidates: on Slow 4G its own request costs a round trip
 * before the largest paint, and the page's scripts wait for that paint. It costs ~11 KB of HTML;
 * wider screens still fetch their larger file. React does not touch the attribute on hydration.
 * `readAsset` gives a built file's bytes by its URL (`/assets/…`).
 */
export function inlinePhonePriorityImage(
  html: string,
  pathname: string,
  readAsset: (href: string) => Uint8Array,
) {
  const picture =
    /<picture>((?:(?!<\/picture>).)*elementtiming="priority-image"(?:(?!<\/picture>).)*)<\/picture>/s.exec(
      html,
    );
  // An owner's photo is fetched as any picture: a photo's file is too large to inline.
  if (!picture || picture[1]!.includes("/media/")) return html;
  const candidate = new RegExp(`srcSet="[^"]*?(/assets/[^" ,]+\\.avif) ${PHONE_IMAGE_WIDTH}w`).exec(
    picture[1]!,
  );
  if (!candidate)
    throw new Error(`${pathname}: the priority image has no ${PHONE_IMAGE_WIDTH}w AVIF file`);
  const url = candidate[1]!;
  const data = `data:image/avif;base64,${Buffer.from(readAsset(url)).toString("base64")}`;
  const inlined = picture[0].replace(
    `${url} ${PHONE_IMAGE_WIDTH}w`,
    `${data} ${PHONE_IMAGE_WIDTH}w`,
  );
  return html.replace(picture[0], inlined);
}
