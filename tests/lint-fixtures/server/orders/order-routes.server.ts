// Breaks feature-imports-app: a feature reaches up into the app that assembles it.
import { appName } from "#server/app/app.server.ts";

export const orderRoutes = () => appName;
