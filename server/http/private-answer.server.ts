import type { MiddlewareHandler } from "hono";

/**
 * Answers that are one signed-in customer's alone (their bills, their returns): never kept by a
 * browser or a proxy, never indexed.
 */
export const privately: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
  c.header("Vary", "Cookie");
  c.header("X-Robots-Tag", "noindex");
};
