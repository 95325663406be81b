import { AccountPanel } from "#app/customers/account-panel.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(AccountPanel);
