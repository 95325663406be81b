import type { Route } from "./+types/careers-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { messages } from "#app/content/form-messages.ts";
import { noindexMetaFor } from "#app/lib/meta.ts";
import { paths } from "#app/site-paths.ts";

export const meta: Route.MetaFunction = () => noindexMetaFor("careersSent");

export default function CareersSent() {
  return (
    <SentPage
      title="Application received"
      message={messages.careers.success}
      back={{ to: paths.careers, label: "Back to Careers" }}
    />
  );
}
