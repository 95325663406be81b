import type { Route } from "./+types/contact-sent";
import { SentPage } from "../components/sent-page";
import { messages } from "../content/form-messages";
import { noindexMetaFor } from "../lib/meta";

export const meta: Route.MetaFunction = () => noindexMetaFor("contactSent", "/contact/thank-you");

export default function ContactSent() {
  return (
    <SentPage
      title="Enquiry sent"
      message={messages.contact.success}
      back={{ to: "/contact", label: "Back to Contact" }}
    />
  );
}
