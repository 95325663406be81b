import logoMark from "#art/logo-mark.svg?url";

/** The site's icons and web manifest, linked from every page's `<head>`. */
export const iconLinks = [
  { rel: "icon", href: logoMark, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];
