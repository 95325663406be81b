// Only for server/start.server.ts until it imports #app/site-paths.ts; delete then.
export { notFoundPath } from "./site-paths";
