import type { Route } from "./+types/careers-sent";
import { SentPage } from "../components/sent-page";
import { messages } from "../content/form-messages";
import { metaFor } from "../lib/meta";

export const meta: Route.MetaFunction = () => [
  ...metaFor("careersSent"),
  { name: "robots", content: "noindex" },
];

export default function CareersSent() {
  return (
    <SentPage
      title="Application received"
      message={messages.careers.success}
      back={{ to: "/careers", label: "Back to Careers" }}
    />
  );
}
