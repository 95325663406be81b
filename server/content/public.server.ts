// What other features may use of the owner's content (the layering: docs/decisions/0025-server-layers-and-contract.md).

export type { LiveContent } from "./live-content.server";
export { reencodedPhoto } from "./content-images.server";
