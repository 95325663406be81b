import { chatTextsFiles } from "#app/render/chat-texts.ts";
import { seedVersion } from "#shared/content/document.ts";
import { texts } from "#shared/content/text.ts";

// The chat fetches its texts from the content version its page shows; tests answer them as the
// build's files do, from the shipped content (the seed's version).

/** The seed's chat texts files, by URL path (`/content/seed/chat-en.json`). */
export const seedChatTexts = chatTextsFiles({ version: seedVersion, texts });

/** The answer to a request for one of the seed's chat texts, or undefined for another path. */
export function chatTextsAnswer(url: string): Response | undefined {
  const body = seedChatTexts.get(new URL(url, "http://localhost").pathname);
  return body === undefined
    ? undefined
    : new Response(body, { headers: { "content-type": "application/json; charset=utf-8" } });
}
