import type { Route } from "./+types/contact-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { noindexMetaFor } from "#app/lib/meta.ts";

export const meta: Route.MetaFunction = () => noindexMetaFor("contactSent");

export default function ContactSent() {
  return <SentPage form="contact" />;
}
