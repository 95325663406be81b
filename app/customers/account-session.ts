import { useEffect, useEffectEvent, useSyncExternalStore } from "react";
import { apiRoutes } from "#shared/api/routes.ts";
import { callApi } from "#app/lib/api-client.ts";
import { clearEnquiryList, keepOrderList, SITE_STATE } from "#app/catalogue/enquiry-list.ts";
import { ACCOUNT_SHOP_KEY } from "#app/site/storage-keys.ts";

// Whether a trade customer is signed in on this device, as the pages show it: the shop's name,
// kept in localStorage (never a rate or a price). The session itself is the server's HttpOnly
// cookie, which no script can read; the name lets every page and every open tab show who is
// signed in without asking the server. When the device forgets the shop, it forgets the lists
// too (enquiry-list.ts): the next visitor of a shared computer starts with none.

const KEY = ACCOUNT_SHOP_KEY;
/** The name while storage is off (private mode, a strict browser): it lives in this page only. */
let inMemory: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return inMemory;
  }
}

function write(shopName: string | null) {
  inMemory = shopName;
  if (shopName === null) {
    clearEnquiryList();
    keepOrderList([]);
  }
  try {
    if (shopName === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, shopName);
  } catch {
    // Kept in memory (see read).
  }
  // Tells this page: its components, and the boot script that shows the shop in the frame.
  window.dispatchEvent(new Event(SITE_STATE));
}

function subscribe(listener: () => void) {
  window.addEventListener(SITE_STATE, listener);
  // Another tab signed in or out (a null key: it cleared the whole storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  // A page back from the back-forward cache, or a prerendered page now shown, was made before
  // any sign-in or sign-out since: read again.
  window.addEventListener("pageshow", listener);
  document.addEventListener("prerenderingchange", listener);
  return () => {
    window.removeEventListener(SITE_STATE, listener);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener("pageshow", listener);
    document.removeEventListener("prerenderingchange", listener);
  };
}

/** The signed-in shop's name, or null: null too in the pre-rendered page and while hydrating. */
export function useSignedInShop(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/**
 * Calls `onChange` whenever the signed-in shop changes (a sign-in or sign-out here or in another
 * tab), from the time the component mounts.
 */
export function useShopChange(onChange: () => void) {
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    let seen = read();
    return subscribe(() => {
      if (read() === seen) return;
      seen = read();
      changed();
    });
  }, []);
}

/** After a sign-in, a new password, or the server's word that the customer is signed in. */
export const rememberShop = (shopName: string) => write(shopName);
/** After the server's word that no customer is signed in. */
export const forgetShop = () => write(null);

/**
 * Ends the session on the server and forgets the shop here; other tabs follow through the
 * storage event. Forgotten even when the server cannot be reached: the visitor asked to leave.
 */
export async function signOut() {
  await callApi(apiRoutes.accountSignOut).catch(() => undefined);
  forgetShop();
}
