import type { ServerPageRequest } from "#shared/server-pages.ts";

// The pages the server writes per request for browsers without JavaScript (the order page…):
// the site's renderer writes them (server/content/site-pages.server.ts) in the public pages'
// frame, each with the Content-Security-Policy of its own inline style and scripts.

/** A page the server writes, and the headers to answer it with. */
export type WriteServerPage = (request: ServerPageRequest) => {
  html: string;
  headers: Record<string, string>;
};

/** Why a page cannot be written: the server runs without the site's build (`npm run build`). */
export class NoRenderer extends Error {
  constructor() {
    super("The site's renderer is not built (build/render/): run `npm run build`");
  }
}
