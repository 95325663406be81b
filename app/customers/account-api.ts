import { checkWith, isRecord, isRefusal, type Refusal } from "#shared/api/public-answers.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import type { AccountMe } from "#shared/schemas/customers.ts";
import type { FieldErrors } from "#shared/schemas/fields.ts";
import type { Locale } from "#shared/site-paths.ts";
import { answerOf, callApi, getAnswer, SignedOut, type BodyOf } from "#app/lib/api-client.ts";
import { forgetShop, rememberShop } from "./account-session";
import { deviceEnquiryList } from "#app/catalogue/enquiry-list.ts";

// A trade customer's calls to the API (docs/product.md#trade-customers). A sign-in and a new
// password both end signed in: the device's enquiry list then joins the account's order list,
// and the shop's name is kept on the device (account-session.ts).
// Their answers are checked here, without zod, rather than with the public pages' answers: only
// the account's pages load them.

/** A sign-in or a new password: the shop now signed in, or refused. */
type SignedInAnswer = { success: true; shopName: string } | Refusal;
const signedInAnswer = checkWith(
  (value): value is SignedInAnswer =>
    (isRecord(value) && value.success === true && typeof value.shopName === "string") ||
    isRefusal(value),
);

/** Who is signed in (`GET /api/account/me`). */
const accountMeAnswer = checkWith(
  (value): value is AccountMe =>
    isRecord(value) &&
    value.success === true &&
    isRecord(value.customer) &&
    ["code", "shopName", "contactName", "phone", "email"].every(
      (name) => typeof (value.customer as Record<string, unknown>)[name] === "string",
    ),
);

/**
 * A refused call: the server's sentence in the page's language and its field errors, when it
 * sent them; status 0 when the server could not be reached.
 */
export type Refused = { ok: false; status: number; error?: string; fieldErrors?: FieldErrors };
type SignInResult = { ok: true; shopName: string } | Refused;

const unreachable: Refused = { ok: false, status: 0 };

type SignInRoute = typeof apiRoutes.accountSignIn | typeof apiRoutes.setAccountPassword;

async function signingIn(route: SignInRoute, body: BodyOf<SignInRoute>): Promise<SignInResult> {
  try {
    const response = await callApi(route, { body });
    const answer: SignedInAnswer | undefined = await answerOf(response, signedInAnswer);
    if (response.ok && answer?.success) {
      // Before the pages show the account: its list then holds the device's lines. Should the
      // merge fail, the lines stay on the device and the account page merges them.
      if (deviceEnquiryList().length)
        await import("#app/orders/account-list-additions.ts")
          .then((list) => list.mergeDeviceList())
          .catch(() => undefined);
      rememberShop(answer.shopName);
      return { ok: true, shopName: answer.shopName };
    }
    const refusal = answer?.success === false ? answer : undefined;
    return {
      ok: false,
      status: response.status,
      error: refusal?.error,
      fieldErrors: refusal?.fieldErrors,
    };
  } catch {
    return unreachable;
  }
}

export const signIn = (body: { login: string; password: string; locale: Locale }) =>
  signingIn(apiRoutes.accountSignIn, body);

/** Sets the password of an invitation or reset link's `token`; `consent` once ticked. */
export const setPassword = (body: {
  token: string;
  password: string;
  consent?: true;
  locale: Locale;
}) => signingIn(apiRoutes.setAccountPassword, body);

/**
 * The signed-in customer, or null when no one is; the device's shop name follows the server's
 * word. Rejects when the server cannot say.
 */
export async function whoIsSignedIn(): Promise<AccountMe["customer"] | null> {
  try {
    const { customer } = await getAnswer(apiUrl(apiRoutes.accountMe), accountMeAnswer);
    rememberShop(customer.shopName);
    return customer;
  } catch (error) {
    if (!(error instanceof SignedOut)) throw error;
    forgetShop();
    return null;
  }
}
