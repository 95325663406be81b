import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { getJson, signInUrl, SignedOut } from "./admin-api";

export type ListState<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; items: T[]; total: number };

/** The spec's message when the server answered but could not list (success: false). */
export const CONNECTION_ERROR = "Error connecting to server";

/**
 * Loads one page of an admin list: loading, then the list (possibly empty) or an error with a
 * way to retry. A change of `url` (search, filters, page) or a retry loads again.
 */
export function useAdminList<T>(url: string, field: string, failedMessage: string) {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${url}`;
  const [loaded, setLoaded] = useState<{ key: string; state: ListState<T> } | null>(null);

  useEffect(() => {
    let current = true;
    getJson<{ success?: boolean; total?: number } & Record<string, unknown>>(url)
      .then((data) => {
        if (!current) return;
        const items = data[field];
        setLoaded({
          key,
          state:
            data.success && Array.isArray(items)
              ? { status: "ready", items: items as T[], total: Number(data.total ?? items.length) }
              : { status: "error", message: failedMessage },
        });
      })
      .catch((error: unknown) => {
        if (error instanceof SignedOut) return void navigate(signInUrl());
        if (current) setLoaded({ key, state: { status: "error", message: CONNECTION_ERROR } });
      });
    return () => {
      current = false;
    };
  }, [url, key, field, failedMessage, navigate]);

  const state: ListState<T> = loaded?.key === key ? loaded.state : { status: "loading" };
  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
