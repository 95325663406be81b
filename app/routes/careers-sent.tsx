import type { Route } from "./+types/careers-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { noindexMetaFor } from "#app/lib/meta.ts";

export const meta: Route.MetaFunction = () => noindexMetaFor("careersSent");

export default function CareersSent() {
  return <SentPage form="careers" />;
}
