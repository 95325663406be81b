import { AccountPanel } from "#app/components/account-panel.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(AccountPanel);
