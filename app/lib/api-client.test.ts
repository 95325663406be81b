import { afterEach, describe, expect, it, vi } from "vitest";
import { partnersAnswer } from "#shared/api/public-answers.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { callApi, getAnswer, SignedOut, UnexpectedAnswer } from "./api-client";

const answering = (status: number, body: unknown) => {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
};

afterEach(() => vi.unstubAllGlobals());

describe("getAnswer", () => {
  const session = apiUrl(apiRoutes.adminSession);

  it("gives the answer when it is what the route promises", async () => {
    const answer = {
      success: true,
      email: "staff@example.com",
      newCounts: { enquiries: 1, applications: 2 },
      notificationAlert: null,
      customerMail: "sent",
    };
    answering(200, answer);
    await expect(getAnswer(session, apiSchemas.adminSession.response)).resolves.toEqual(answer);
  });

  it("throws SignedOut on 401, whatever the body", async () => {
    answering(401, { success: false, error: "Please sign in to continue." });
    await expect(getAnswer(session, apiSchemas.adminSession.response)).rejects.toThrow(SignedOut);
  });

  it("throws UnexpectedAnswer when the answer does not match the route's schema", async () => {
    answering(200, { success: true, email: "staff@example.com" });
    const reading = getAnswer(session, apiSchemas.adminSession.response);
    await expect(reading).rejects.toThrow(UnexpectedAnswer);
    await expect(reading).rejects.toMatchObject({ status: 200 });
  });

  it("throws UnexpectedAnswer when the server refused, or the body is not JSON", async () => {
    answering(400, { success: false, error: "Not valid." });
    await expect(getAnswer(apiUrl(apiRoutes.cataloguePartners), partnersAnswer)).rejects.toThrow(
      UnexpectedAnswer,
    );
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 200 }));
    await expect(getAnswer(apiUrl(apiRoutes.cataloguePartners), partnersAnswer)).rejects.toThrow(
      UnexpectedAnswer,
    );
  });
});

describe("callApi", () => {
  it("sends the route's method to its URL, with a JSON body", async () => {
    const fetch = answering(200, { success: true, status: "done" });
    await callApi(apiRoutes.setEnquiryStatus, { params: { id: "e 1" }, body: { status: "done" } });
    expect(fetch).toHaveBeenCalledWith("/api/enquiries/e%201", {
      method: "PATCH",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: '{"status":"done"}',
      signal: undefined,
    });
  });

  it("sends a form as it is, letting the browser set its content type", async () => {
    const fetch = answering(200, {});
    const form = new FormData();
    await callApi(apiRoutes.uploadCatalogue, { query: { dryRun: 1 }, body: form });
    expect(fetch).toHaveBeenCalledWith("/api/admin/catalogue?dryRun=1", {
      method: "POST",
      headers: { accept: "application/json" },
      body: form,
      signal: undefined,
    });
  });

  it("takes a route's body only in the shape of its registry schema (checked by tsc)", async () => {
    answering(200, {});
    const sent = [
      callApi(apiRoutes.placeOrder, { body: { items: [{ itemId: "i1", quantity: 2 }] } }),
      // @ts-expect-error: an order without its items is not a body the server takes.
      callApi(apiRoutes.placeOrder, { body: { note: "urgent" } }),
      // @ts-expect-error: a status the staff's lists do not have.
      callApi(apiRoutes.setEnquiryStatus, { params: { id: "e1" }, body: { status: "lost" } }),
      // @ts-expect-error: a field the schema does not have (a typo of `quantity`).
      callApi(apiRoutes.saveAccountList, { body: { items: [{ itemId: "i1", qty: 2 }] } }),
    ];
    expect(await Promise.all(sent)).toHaveLength(4);
  });
});
