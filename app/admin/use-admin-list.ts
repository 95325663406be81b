import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { AnswerCheck } from "#shared/api/public-answers.ts";
import { signInUrl } from "./admin-api";
import { getAnswer, SignedOut, UnexpectedAnswer } from "#app/lib/api-client.ts";

export type ListState<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; items: T[]; total: number };

/** The spec's message when the server could not be reached. */
export const CONNECTION_ERROR = "Error connecting to server";

type Loaded<Answer> = { key: string } & ({ answer: Answer } | { error: string });

/**
 * Loads one page of an admin list from `url` (made by apiUrl): loading, then the list (possibly
 * empty) or an error with a way to retry; `failedMessage` when the server answered but not with
 * the list. `listOf` picks the rows and their total out of the answer. A change of `url`
 * (search, filters, page) or a retry loads again.
 */
export function useAdminList<Answer, Row>(
  url: string,
  check: AnswerCheck<Answer>,
  listOf: (answer: Answer) => { items: Row[]; total: number },
  failedMessage: string,
) {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${url}`;
  const [loaded, setLoaded] = useState<Loaded<Answer> | null>(null);

  useEffect(() => {
    let current = true;
    getAnswer(url, check).then(
      (answer) => current && setLoaded({ key, answer }),
      (error: unknown) => {
        if (error instanceof SignedOut) return void navigate(signInUrl());
        const message = error instanceof UnexpectedAnswer ? failedMessage : CONNECTION_ERROR;
        if (current) setLoaded({ key, error: message });
      },
    );
    return () => {
      current = false;
    };
  }, [url, key, check, failedMessage, navigate]);

  const state: ListState<Row> =
    loaded?.key !== key
      ? { status: "loading" }
      : "error" in loaded
        ? { status: "error", message: loaded.error }
        : { status: "ready", ...listOf(loaded.answer) };
  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}

/**
 * A list's search, filters and page, kept by the page: a new search or filter starts again from
 * the first page.
 */
export function useListFilters<Filters extends { page: number }>(initial: Filters) {
  const [filters, setFilters] = useState(initial);
  return {
    filters,
    setFilters,
    filter: (change: Partial<Omit<Filters, "page">>) =>
      setFilters({ ...filters, ...change, page: 1 }),
    setPage: (page: number) => setFilters({ ...filters, page }),
  };
}
