import type { Route } from "./+types/contact";
import {
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsAppIcon,
} from "#app/components/icons.tsx";
import { EnquiryForm } from "#app/components/enquiry-form.tsx";
import { MapEmbed } from "#app/components/map-embed.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { phoneHref, site, whatsappHref } from "#app/content/site.ts";
import { metaFor } from "#app/lib/meta.ts";

export const meta: Route.MetaFunction = () => metaFor("contact");

const cardClass = "flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200";
const iconClass = "size-6 shrink-0 text-brand-700";
const linkClass =
  "inline-flex min-h-6 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900";

export default function Contact() {
  const { address } = site;
  return (
    <>
      <PageHero
        title="Contact us"
        lead="Questions about a product, a bulk order or an account? Call, WhatsApp or write to us, and we will get back to you within a working day."
      />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading" className="text-3xl font-bold text-brand-900">
            Send us an enquiry
          </h2>
          <p className="mt-2 text-slate-700">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">as required</span> are required.
          </p>
          <div className="mt-6">
            <EnquiryForm />
          </div>
        </section>
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-3xl font-bold text-brand-900">
            Contact details
          </h2>
          <ul className="mt-6 grid gap-4">
            <li className={cardClass}>
              <MapPinIcon className={iconClass} />
              <div>
                <h3 className="font-semibold text-brand-900">Address</h3>
                <address className="not-italic text-slate-700">
                  {site.name}
                  <br />
                  {address.street}, {address.locality}
                  <br />
                  {address.city}, {address.region} {address.postalCode}, {address.countryName}
                </address>
              </div>
            </li>
            <li className={cardClass}>
              <PhoneIcon className={iconClass} />
              <div>
                <h3 className="font-semibold text-brand-900">Phone</h3>
                <ul>
                  {site.phones.map((phone) => (
                    <li key={phone}>
                      <a href={phoneHref(phone)} className={linkClass}>
                        {phone}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
            <li className={cardClass}>
              <WhatsAppIcon className={iconClass} />
              <div>
                <h3 className="font-semibold text-brand-900">WhatsApp</h3>
                <a
                  href={whatsappHref(site.whatsapp)}
                  className={linkClass}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Message us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
            </li>
            <li className={cardClass}>
              <MailIcon className={iconClass} />
              <div>
                <h3 className="font-semibold text-brand-900">Email</h3>
                <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                  {site.email}
                </a>
              </div>
            </li>
            <li className={cardClass}>
              <ClockIcon className={iconClass} />
              <div>
                <h3 className="font-semibold text-brand-900">Business hours</h3>
                <p className="text-slate-700">{site.hours.text}</p>
              </div>
            </li>
          </ul>
        </section>
        <section aria-labelledby="map-heading" className="lg:col-span-2">
          <h2 id="map-heading" className="text-3xl font-bold text-brand-900">
            Find us
          </h2>
          <div className="mt-6">
            <MapEmbed />
          </div>
        </section>
      </div>
    </>
  );
}
