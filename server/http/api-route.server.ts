import type { Context, Env, Hono, MiddlewareHandler } from "hono";
import { apiRoutes, type ApiRouteName } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { fieldErrorsOf } from "#shared/schemas/fields.ts";
import type { z } from "#shared/schemas/zod.ts";
import { apiError } from "./api-error.server";

// One contract from the registry to the handler (docs/decisions/0025-server-layers-and-contract.md):
// a route is mounted by its name in shared/api/routes.ts, its query and JSON body are parsed
// with that name's schemas in shared/api/schemas.ts, and the handler is typed from them, so a
// field a schema gains reaches the handler, and a field it lacks does not compile.

type Schemas = typeof apiSchemas;
type Parsed<Name, Part extends "body" | "query"> = Name extends keyof Schemas
  ? Schemas[Name] extends { [K in Part]: infer Schema extends z.ZodType }
    ? z.output<Schema>
    : undefined
  : undefined;

/** What a route's handler is given, read with its registry schemas. */
export type RouteInput<Name extends ApiRouteName> = {
  body: Parsed<Name, "body">;
  query: Parsed<Name, "query">;
};

/** What a route answers, in its own words, when its query or body cannot be used. */
export type RouteRefusals = {
  /** 400: the query does not fit its schema. */
  query?: string;
  /** 415: the body is not JSON. */
  notJson?: string;
  /** 400: the body does not fit its schema; by default the fields' own errors. */
  body?: string | ((error: z.ZodError) => string);
  /** The sentence above the fields' own errors (by default "Please check the highlighted fields."). */
  fields?: string;
};

const defaults = {
  query: "The request's search terms could not be read.",
  notJson: "Please send JSON.",
  unreadable: "The request could not be read.",
  fields: "Please check the highlighted fields.",
};

type Read<T> = { ok: true; data: T } | { ok: false; refusal: Response };

async function readBody(
  c: Context,
  schema: z.ZodType,
  refusals: RouteRefusals,
): Promise<Read<unknown>> {
  if (!(c.req.header("content-type") ?? "").startsWith("application/json"))
    return { ok: false, refusal: apiError(c, 415, refusals.notJson ?? defaults.notJson) };
  const text = await c.req.text();
  let input: unknown;
  try {
    input = text ? JSON.parse(text) : {};
  } catch {
    return { ok: false, refusal: apiError(c, 400, defaults.unreadable) };
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const { body } = refusals;
  const sentence = typeof body === "function" ? body(parsed.error) : body;
  return {
    ok: false,
    refusal: sentence
      ? apiError(c, 400, sentence)
      : apiError(c, 400, refusals.fields ?? defaults.fields, fieldErrorsOf(parsed.error)),
  };
}

/**
 * Mounts the registry's route `name` on `api`: the guards run first (same origin, a session, a
 * body limit), then its query and JSON body are read with its schemas (400, 415 in the route's
 * words), then `handler` with them.
 */
export function mountRoute<E extends Env, Name extends ApiRouteName>(
  api: Hono<E>,
  name: Name,
  options: { guards: MiddlewareHandler<E>[]; refusals?: RouteRefusals },
  handler: (
    c: Context<E, (typeof apiRoutes)[Name]["path"]>,
    input: RouteInput<Name>,
  ) => Response | Promise<Response>,
) {
  const route = apiRoutes[name];
  const schemas =
    (apiSchemas as Partial<Record<string, { query?: z.ZodType; body?: z.ZodType }>>)[name] ?? {};
  const refusals = options.refusals ?? {};
  const handle = async (c: Context<E>) => {
    let query: unknown;
    if (schemas.query) {
      const parsed = schemas.query.safeParse(c.req.query());
      if (!parsed.success) return apiError(c, 400, refusals.query ?? defaults.query);
      query = parsed.data;
    }
    let body: unknown;
    if (schemas.body) {
      const read = await readBody(c, schemas.body, refusals);
      if (!read.ok) return read.refusal;
      body = read.data;
    }
    // The casts hold by construction: each part was parsed with the schema its type is read from.
    return handler(
      c as Context<E, (typeof apiRoutes)[Name]["path"]>,
      {
        body,
        query,
      } as RouteInput<Name>,
    );
  };
  // Hono's overloads of `on` count their handlers; a list of guards is any number of them.
  const on = api.on.bind(api) as (
    method: string,
    path: string,
    ...handlers: MiddlewareHandler<E>[]
  ) => unknown;
  on(route.method, route.path, ...options.guards, handle);
}
