// What other parts may use of returns (the layering: docs/decisions/0025-server-layers-and-contract.md).
// Returns come last among the features: none uses them; the app wires their routes and mails.

export { forgetReturnNotes } from "./returns-retention.server";
