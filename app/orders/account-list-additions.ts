import type { AccountList } from "#shared/schemas/orders.ts";
import { SignedOut } from "#app/lib/api-client.ts";
import { entryOf, mergeLines, readList, saveList, type ListEntry } from "./account-list";
import { clearEnquiryList, deviceEnquiryList } from "#app/catalogue/enquiry-list.ts";

// What joins a signed-in customer's order list from outside the account page's own changes: the
// device's enquiry list at a sign-in, an item from the search. Always imported on first use, so
// that it comes as a module of its own, read and saved in turn.

/**
 * One change of the list at a time: two quick adds from the search, or a sign-in's merge and
 * the account page's, must not each save the list they read.
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(change: () => Promise<T>): Promise<T> {
  const turn = queue.then(change);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * The device's enquiry list joins the account's (at a sign-in, and whenever the account page
 * finds lines left on the device): quantities of the same item are added, and the device's list
 * is emptied once the server has them. Null when the device has no lines: nothing was asked.
 */
export const mergeDeviceList = () =>
  inTurn(async (): Promise<AccountList | null> => {
    const device = deviceEnquiryList();
    if (device.length === 0) return null;
    const list = await readList();
    const merged = await saveList(mergeLines(list.items.map(entryOf), device.map(entryOf)));
    clearEnquiryList();
    return merged;
  });

/**
 * Adds lines to the account's list (an item from the search): "added", "signed-out" (the
 * session ended; the device now says so) or "failed".
 */
export const addToList = (lines: ListEntry[]) =>
  inTurn(async () => {
    try {
      const list = await readList();
      await saveList(mergeLines(list.items.map(entryOf), lines));
      return "added" as const;
    } catch (error) {
      return error instanceof SignedOut ? ("signed-out" as const) : ("failed" as const);
    }
  });
