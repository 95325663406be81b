import type { Route } from "./+types/contact";
import {
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsAppIcon,
} from "#app/components/icons.tsx";
import { EnquiryForm } from "#app/components/enquiry-form.tsx";
import { EnquiryListPanel } from "#app/components/enquiry-list-panel.tsx";
import { RequiredFieldsNote } from "#app/components/form-field.tsx";
import { MapEmbed } from "#app/components/map-embed.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { phoneHref, site, whatsappGreeting, whatsappHref } from "#app/content/site.ts";
import { formTexts, textsFor } from "#app/content/text.ts";
import { metaFor } from "#app/lib/meta.ts";
import { paths } from "#app/site-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { contact, forms } = textsFor(request);
  return { text: contact, form: formTexts(forms, "enquiry") };
}

export const meta: Route.MetaFunction = (args) => metaFor(args, "contact", args.loaderData?.text);

const linkClass =
  "inline-flex min-h-6 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900";

export default function Contact({ loaderData: { text, form } }: Route.ComponentProps) {
  const { address } = site;
  return (
    <>
      <PageHero
        title="Contact us"
        lead="Questions about a product, a bulk order or an account? Call, WhatsApp or write to us, and we will get back to you within a working day."
      />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[3fr_2fr]">
        <PageSection id="enquiry" title="Send us an enquiry">
          <p className="mt-2 text-slate-700">
            <RequiredFieldsNote text={form.required} />
          </p>
          <div className="mt-6">
            <EnquiryListPanel text={text.list} />
            <EnquiryForm />
          </div>
        </PageSection>
        <PageSection id="details" title="Contact details">
          <ul className="mt-6 grid gap-4">
            <DetailCard icon={MapPinIcon} title="Address">
              <address className="not-italic text-slate-700">
                {site.name}
                <br />
                {address.street}, {address.locality}
                <br />
                {address.city}, {address.region} {address.postalCode}, {address.countryName}
              </address>
            </DetailCard>
            <DetailCard icon={PhoneIcon} title="Phone">
              <ul>
                {site.phones.map((phone) => (
                  <li key={phone}>
                    <a href={phoneHref(phone)} className={linkClass}>
                      {phone}
                    </a>
                  </li>
                ))}
              </ul>
            </DetailCard>
            <DetailCard icon={WhatsAppIcon} title="WhatsApp">
              <a
                href={whatsappHref(site.whatsapp, whatsappGreeting(paths.contact))}
                className={linkClass}
                target="_blank"
                rel="noopener noreferrer"
              >
                Message us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </DetailCard>
            <DetailCard icon={MailIcon} title="Email">
              <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                {site.email}
              </a>
            </DetailCard>
            <DetailCard icon={ClockIcon} title="Business hours">
              <p className="text-slate-700">{site.hours.text}</p>
            </DetailCard>
          </ul>
        </PageSection>
        <PageSection id="map" title="Find us" className="lg:col-span-2">
          <div className="mt-6">
            <MapEmbed />
          </div>
        </PageSection>
      </div>
    </>
  );
}

/** One way to reach us: an icon, a heading and the details. */
function DetailCard({
  icon: Icon,
  title,
  children,
}: {
  icon: (props: { className?: string }) => React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <Icon className="size-6 shrink-0 text-brand-700" />
      <div>
        <h3 className="font-semibold text-brand-900">{title}</h3>
        {children}
      </div>
    </li>
  );
}
