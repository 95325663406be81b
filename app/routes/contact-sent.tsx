import type { Route } from "./+types/contact-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { messages } from "#app/content/form-messages.ts";
import { noindexMetaFor } from "#app/lib/meta.ts";
import { paths } from "#app/site-paths.ts";

export const meta: Route.MetaFunction = () => noindexMetaFor("contactSent");

export default function ContactSent() {
  return (
    <SentPage
      title="Enquiry sent"
      message={messages.contact.success}
      back={{ to: paths.contact, label: "Back to Contact" }}
    />
  );
}
