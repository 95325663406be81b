import { describe, expect, it } from "vitest";
import { apiRoutes, apiUrl } from "./routes";

describe("apiUrl", () => {
  it("is the path itself for a route without params or query", () => {
    expect(apiUrl(apiRoutes.adminSession)).toBe("/api/admin/session");
  });

  it("fills in the params, encoded", () => {
    expect(apiUrl(apiRoutes.releaseEnquiry, { params: { id: "a b/c?d" } })).toBe(
      "/api/enquiries/a%20b%2Fc%3Fd/not-spam",
    );
    expect(apiUrl(apiRoutes.restoreCatalogue, { params: { version: 7 } })).toBe(
      "/api/admin/catalogue/versions/7/restore",
    );
  });

  it("adds the query, encoded, leaving out what is undefined and keeping what is empty", () => {
    expect(
      apiUrl(apiRoutes.listEnquiries, {
        query: { q: "asha & co", status: undefined, page: 2, order: "" },
      }),
    ).toBe("/api/enquiries?q=asha+%26+co&page=2&order=");
  });

  it("takes params and query together", () => {
    expect(
      apiUrl(apiRoutes.applicationResume, {
        params: { id: "x" },
        query: { disposition: "inline" },
      }),
    ).toBe("/api/career-application/x/resume?disposition=inline");
  });

  it("refuses a route whose params are missing, before and after type checking", () => {
    // @ts-expect-error: the route has an :id, so its params are required
    expect(() => apiUrl(apiRoutes.eraseEnquiry)).toThrow("/api/enquiries/:id needs its id.");
    // @ts-expect-error: and the one it has must be the id
    expect(() => apiUrl(apiRoutes.eraseEnquiry, { params: { version: 1 } })).toThrow();
    // @ts-expect-error: a route without params takes none
    apiUrl(apiRoutes.listEnquiries, { params: { id: "x" } });
  });
});
