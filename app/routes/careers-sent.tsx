import type { Route } from "./+types/careers-sent";
import { SentPage } from "../components/sent-page";
import { messages } from "../content/form-messages";
import { noindexMetaFor } from "../lib/meta";

export const meta: Route.MetaFunction = () => noindexMetaFor("careersSent", "/careers/thank-you");

export default function CareersSent() {
  return (
    <SentPage
      title="Application received"
      message={messages.careers.success}
      back={{ to: "/careers", label: "Back to Careers" }}
    />
  );
}
