// What other features may use of the catalogue (the layering: docs/decisions/0025-server-layers-and-contract.md).

export type { CatalogueSearch, OrderableItem } from "./catalogue-index.server";
