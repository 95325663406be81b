import type { formTexts } from "#shared/content/text.ts";
import type { ContactText } from "#shared/content/en/contact.ts";
import { EnquiryForm } from "./enquiry-form";
import { EnquiryListPanel } from "#app/catalogue/enquiry-list-panel.tsx";

/** The Contact page's enquiry: the items listed on this device, then the form that sends them. */
export function Enquiry({
  list,
  form,
}: {
  list: ContactText["list"];
  form: ReturnType<typeof formTexts<"enquiry">>;
}) {
  return (
    <>
      <EnquiryListPanel text={list} />
      <EnquiryForm text={form} />
    </>
  );
}
