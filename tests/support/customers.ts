import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { loginMobile } from "#shared/schemas/customers.ts";
import type { Locale } from "#shared/site-paths.ts";
import { postJson, adminCookie } from "./sample-submissions";
import { until } from "./until";

// Trade customers in tests: a request as a chemist sends it, staff's calls, and the customer's
// own sign-in, each through the real API.

export const chemist = {
  shopName: "Maa Tarini Medical Store",
  contactName: "Sanjay Behera",
  phone: "+91 94370 22222",
  email: "tarini.medical@example.com",
  address: "Main Road, Jajpur Town, Odisha 755001",
  drugLicence: "OD-JAJ-20B-1234, OD-JAJ-21B-1235",
  gstin: "21AAAAA0000A1ZE",
  consent: true,
  locale: "or",
};

export const STRONG_PASSWORD = "tarini jajpur 1974";

/** The customers' cookie pair ("account=…") of a response, or "". */
export const accountCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith("account=") && pair !== "account=") ?? "";

/** A JSON call from the site's own pages, with a cookie. */
export const call = (
  url: string,
  method: string,
  cookie: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(url, {
    method,
    headers: {
      origin: new URL(url).origin,
      cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The token of an invitation link: what follows "#token=". */
export const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, "");

/**
 * A chemist's request, approved by staff (signed in as ADMIN unless `staffCookie` is a staff
 * session already): its id, the staff's cookie and the link's token.
 */
export async function approvedCustomer(
  url: string,
  request = chemist,
  code = "P-0042",
  staffCookie?: string,
) {
  const sent = await postJson(`${url}/api/account/request`, request);
  const { id } = (await sent.json()) as { id: string };
  const admin = staffCookie ?? (await adminCookie(url));
  const approved = await call(`${url}/api/admin/customers/${id}/approve`, "POST", admin, { code });
  const { inviteUrl } = (await approved.json()) as { inviteUrl: string };
  return { id, admin, token: tokenOf(inviteUrl), inviteUrl };
}

/** An active, signed-in customer: the approved customer with a password, and its cookie. */
export async function signedInCustomer(
  url: string,
  request = chemist,
  code = "P-0042",
  staffCookie?: string,
) {
  const customer = await approvedCustomer(url, request, code, staffCookie);
  const set = await call(`${url}/api/account/password`, "POST", "", {
    token: customer.token,
    password: STRONG_PASSWORD,
  });
  return { ...customer, cookie: accountCookie(set) };
}

/**
 * A customer staff made (no request, so no per-address limit on requests), who has set a
 * password and accepted the notice: its id and its signed-in cookie.
 */
export async function customerMadeByStaff(url: string, staffCookie: string, fields: StaffFields) {
  const { id, token } = await customerInvitedByStaff(url, staffCookie, fields);
  const set = await call(`${url}/api/account/password`, "POST", "", {
    token,
    password: STRONG_PASSWORD,
    consent: true,
  });
  return { id, cookie: accountCookie(set) };
}

type StaffFields = {
  shopName: string;
  contactName: string;
  phone: string;
  email?: string;
  code?: string;
  locale?: string;
};

/** A customer staff made and invited, without a password yet: its id and its link's token. */
export async function customerInvitedByStaff(
  url: string,
  staffCookie: string,
  fields: StaffFields,
) {
  const made = await call(`${url}/api/admin/customers`, "POST", staffCookie, fields);
  const { id, inviteUrl } = (await made.json()) as { id: string; inviteUrl: string };
  return { id, token: tokenOf(inviteUrl), inviteUrl };
}

/** The text of the `log` transport's mail whose name has `kind`, once it is written. */
export async function loggedMail(dataDir: string, kind: string, count = 1) {
  const folder = path.join(dataDir, "mail");
  const names = await until(`${count} ${kind} mail`, async () => {
    const found = (await readdir(folder).catch(() => [] as string[])).filter(
      (name) => name.includes(`-${kind}-`) && name.endsWith(".txt"),
    );
    return found.length >= count ? found.sort() : undefined;
  });
  return Promise.all(names.map((name) => readFile(path.join(folder, name), "utf8")));
}

/** A chemist of this test alone: the mobile and email are logins, unique among accounts. */
export function newChemist(locale: Locale = "en") {
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const tag = mobile.slice(-6);
  return {
    ...chemist,
    shopName: `Maa Tarini Medical Store ${tag}`,
    phone: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    email: `tarini.${tag}@example.com`,
    locale,
  };
}
export type Chemist = ReturnType<typeof newChemist>;
export const mobileOf = (who: Chemist) => loginMobile(who.phone)!;
export const partyCode = (who: Chemist) => `E2E-${mobileOf(who)}`;
