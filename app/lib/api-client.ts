import type { z } from "#shared/schemas/zod.ts";
import type { AnswerCheck } from "#shared/api/public-answers.ts";
import {
  apiUrl,
  type ApiRouteName,
  type apiRoutes,
  type HttpMethod,
  type OptionsFor,
  type UrlOptions,
} from "#shared/api/routes.ts";
import type { apiSchemas } from "#shared/api/schemas.ts";

// The browser's calls to the server's API. Every URL comes from the registry of routes
// (shared/api/routes.ts) and every JSON answer is read through a check (a zod schema, or a
// light check on public pages), so no answer's type is ever taken on trust.

/** The administrator's session has ended (401): the admin pages send them to sign in. */
export class SignedOut extends Error {}

/** The server refused, or answered something other than what the route promises. */
export class UnexpectedAnswer extends Error {
  constructor(readonly status: number) {
    super(`The server answered ${status} with an answer it does not promise.`);
  }
}

/** A route as the registry (shared/api/routes.ts) has it. */
export type Route = { method: HttpMethod; path: string };

/** The registry's name of a route. */
type NameOf<R extends Route> = {
  [Name in ApiRouteName]: (typeof apiRoutes)[Name] extends R ? Name : never;
}[ApiRouteName];

/**
 * What a route's body is: what its registry schema takes (shared/api/schemas.ts, read for its
 * type only: no zod reaches a page through here), so a body the server would refuse, or one
 * missing a field the schema gained, does not compile. A route without one takes a multipart
 * form, or JSON its handler reads itself (the content editor's document, the public forms, whose
 * schemas are per language).
 */
export type BodyOf<R extends Route> =
  NameOf<R> extends infer Name
    ? Name extends keyof typeof apiSchemas
      ? (typeof apiSchemas)[Name] extends { body: infer Schema extends z.ZodType }
        ? z.input<Schema>
        : FormData | Record<string, unknown>
      : FormData | Record<string, unknown>
    : never;

export type RequestOptions<R extends Route> = UrlOptions<R["path"]> & {
  /** Sent as JSON, or as a multipart form. */
  body?: BodyOf<R>;
  signal?: AbortSignal;
};

/** Sends one request to a route. Rejects only when the server cannot be reached. */
export function callApi<R extends Route>(
  route: R,
  ...[options]: OptionsFor<R["path"], RequestOptions<R>>
): Promise<Response> {
  const body: unknown = options?.body;
  const form = body instanceof FormData;
  return fetch(apiUrl<string>(route, options), {
    method: route.method,
    headers: {
      accept: "application/json",
      ...(body !== undefined && !form ? { "content-type": "application/json" } : {}),
    },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
    signal: options?.signal,
  });
}

/** The answer's JSON when it passes `check`; undefined when it is not JSON or does not. */
export async function answerOf<T>(response: Response, check: AnswerCheck<T>) {
  const parsed = check.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Reads a route that answers JSON, at a URL made by apiUrl: its answer, checked. Throws
 * SignedOut on 401, UnexpectedAnswer when the server refused or answered otherwise.
 */
export async function getAnswer<T>(url: string, check: AnswerCheck<T>): Promise<T> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (response.status === 401) throw new SignedOut();
  const answer = await answerOf(response, check);
  if (!response.ok || answer === undefined) throw new UnexpectedAnswer(response.status);
  return answer;
}
