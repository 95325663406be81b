import { pageMeta } from "../content/pages";

type PageKey = keyof typeof pageMeta;

/** Title and description tags for a route's `meta` export. */
export function metaFor(page: PageKey) {
  const { title, description } = pageMeta[page];
  return [{ title }, { name: "description", content: description }];
}
