import { act, fireEvent, render, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { onTestFinished, vi } from "vitest";
import { bootState } from "#app/boot/state.ts";
import { PageSiteProvider } from "#app/site/page-site.tsx";
import { PageLocationProvider } from "#app/site/site-link.tsx";
import { SiteTextProvider } from "#app/site/site-text.tsx";
import { apiSchemas } from "#shared/api/schemas.ts";
import { seedVersion } from "#shared/content/document.ts";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import { htmlLang, type Locale } from "#shared/site-paths.ts";

// What the component tests (vitest project `component`) share: a component rendered as on a
// page of the site, and the network answered by the test.

/**
 * Renders `element` at `path` (opened at `entry`) with the page's address, the site's text
 * provider and the shipped business facts, as the site's frame does (inside a router, for the admin's components);
 * `otherPaths` are pages the admin's may navigate to, each saying "Page <path>". With
 * `bootScript`, the frame's boot script (app/boot/state.ts) runs on what was rendered, as on
 * the site, until the test ends: the header's parts in `element` follow the device.
 */
export function renderOnPage(
  element: React.ReactNode,
  {
    path = "/",
    locale = "en",
    otherPaths = [],
    entry = path,
    bootScript = false,
  }: {
    path?: string;
    locale?: Locale;
    otherPaths?: string[];
    /** The address the page opens at, when it adds a query or a fragment to `path`. */
    entry?: string;
    bootScript?: boolean;
  } = {},
) {
  const Stub = createRoutesStub([
    {
      path,
      Component: function Page() {
        const { pathname, search, hash } = useLocation();
        return (
          <PageLocationProvider value={{ pathname, search, hash }}>
            <SiteTextProvider
              value={{
                locale,
                common: texts[locale].common,
                account: texts[locale].account.frame,
                site,
                closed: [],
                contentVersion: seedVersion,
              }}
            >
              <PageSiteProvider value={site}>{element}</PageSiteProvider>
            </SiteTextProvider>
          </PageLocationProvider>
        );
      },
    },
    ...otherPaths.map((other) => ({ path: other, Component: () => <p>Page {other}</p> })),
  ]);
  const rendered = render(<Stub initialEntries={[entry]} />);
  if (bootScript) {
    const { documentElement: html } = document;
    const lang = html.lang;
    html.lang = htmlLang[locale];
    const running = new AbortController();
    bootState(running.signal);
    onTestFinished(() => {
      running.abort();
      html.lang = lang;
    });
  }
  return rendered;
}

/** A request as the component sent it through `fetch`. */
export type SentRequest = {
  method: string;
  /** Path and query, e.g. "/api/catalogue/search?q=dolo". */
  url: string;
  headers: Headers;
  body: BodyInit | null | undefined;
};

/** A JSON answer with `status`. */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

/**
 * Replaces `fetch` with `answer`, which sees each request and answers it (or throws, as a
 * network failure does). Returns the requests sent, oldest first. Undone by
 * `vi.unstubAllGlobals()` (the component project's setup does it after each test).
 */
export function stubFetch(answer: (request: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const request: SentRequest = {
      method: (init.method ?? "GET").toUpperCase(),
      url: `${url.pathname}${url.search}`,
      headers: new Headers(init.headers),
      body: init.body,
    };
    sent.push(request);
    if (init.signal?.aborted) throw new DOMException("The request was aborted.", "AbortError");
    return answer(request);
  });
  return sent;
}

/** A promise with its resolve function, to hold an answer until the test lets it go. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * Chooses `files` in a file input, as a visitor does in the browser's picker (any type: the
 * picker's "All files"). The files are the input's own, so a form's FormData carries them, which
 * user-event's `upload` does not manage under happy-dom.
 */
export function chooseFiles(input: HTMLElement, ...files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  act(() => {
    (input as HTMLInputElement).files = transfer.files;
  });
  fireEvent.input(input);
  fireEvent.change(input);
}

/** An administrator's session as `GET /api/admin/session` answers it, nothing new. */
export const adminSession = {
  success: true,
  email: "staff@example.com",
  newCounts: { enquiries: 0, applications: 0 },
  notificationAlert: null,
  customerMail: "sent",
};

/** A table's column titles, as read. */
export const columnTitles = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent);

/** The texts of the cells of a table's row `index` (the titles' row is 0). */
export const rowCells = (table: HTMLElement, index: number) =>
  within(within(table).getAllByRole("row")[index]!)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

/** A JSON answer checked against the contract's schema first, as the server's would be. */
export const schemaAnswer = (schema: { parse: (value: unknown) => unknown }, body: unknown) =>
  jsonAnswer(schema.parse(body));

/**
 * The admin's server behind a page of customers' requests (payments, returns): the session,
 * an empty order count for the frame's navigation, one status's `list` (`key` names its rows) as
 * the contract says, and `rest` for every other call.
 */
export function stubRequestsServer<Row>({
  path,
  key,
  schema,
  list,
  rest,
}: {
  path: string;
  key: string;
  schema: { parse: (value: unknown) => unknown };
  list: (status: string | null) => Row[];
  rest: (request: SentRequest) => Response;
}) {
  return stubFetch((request) => {
    const url = new URL(request.url, "http://localhost");
    if (url.pathname === "/api/admin/session")
      return schemaAnswer(apiSchemas.adminSession.response, adminSession);
    if (url.pathname === "/api/admin/orders")
      return schemaAnswer(apiSchemas.adminOrders.response, {
        success: true,
        total: 0,
        page: 1,
        pageSize: 25,
        newCount: 0,
        orders: [],
      });
    if (request.method === "GET" && url.pathname === path) {
      const rows = list(url.searchParams.get("status"));
      return schemaAnswer(schema, {
        success: true,
        total: rows.length,
        page: 1,
        pageSize: 50,
        [key]: rows,
      });
    }
    return rest(request);
  });
}

/**
 * The admin's server when staff link a party's name: its customer search finds "Sri Jagannath
 * Pharmacy", the link is taken, and `rest` answers every other call, knowing whether it was.
 */
export function stubLinking(rest: (request: SentRequest, url: URL, linked: boolean) => Response) {
  let linked = false;
  return stubFetch((request) => {
    const url = new URL(request.url, "http://localhost");
    if (url.pathname === "/api/admin/customers")
      return oneCustomerAnswer("00000000-0000-4000-8000-000000000077", "Sri Jagannath Pharmacy");
    if (url.pathname === "/api/admin/outstanding/aliases") {
      linked = true;
      return jsonAnswer({ success: true, matched: 1 });
    }
    return rest(request, url, linked);
  });
}

/** `GET /api/admin/customers` answering one customer of this shop name, as staff search it. */
const oneCustomerAnswer = (id: string, shopName: string) =>
  jsonAnswer({
    success: true,
    total: 1,
    page: 1,
    pageSize: 5,
    customers: [
      {
        id,
        status: "active",
        code: "",
        shopName,
        contactName: "Bibhu Mohanty",
        phone: "9437000077",
        email: "",
        address: "Puri",
        drugLicence: "",
        gstin: "",
        hospital: false,
        locale: "or",
        createdAt: "2026-12-01T09:00:00.000Z",
        lastSignInAt: null,
        linkExpiresAt: null,
        spam: false,
      },
    ],
  });
