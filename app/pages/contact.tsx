import { ClockIcon, MailIcon, PhoneIcon, WhatsAppIcon } from "#app/ui/icons.tsx";
import { ClosedDays } from "#app/site/closed-days.tsx";
import { Enquiry } from "#app/submissions/enquiry.tsx";
import { RequiredFieldsNote } from "#app/ui/form-field.tsx";
import { LocationCard } from "#app/site/location-card.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { PageSection } from "#app/site/page-section.tsx";
import { WhatsAppLink } from "#app/site/reach-links.tsx";
import { phoneHref } from "#shared/phone-links.ts";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import { organizationJsonLd } from "#app/site/organization-json-ld.ts";
import { useSiteText } from "#app/site/site-text.tsx";
import { useWhatsappGreeting } from "#app/site/whatsapp-greeting.ts";
import { Island } from "#app/render/island.tsx";
import type { PageData } from "#app/render/page-data.ts";
import { enquirySectionId, paths } from "#shared/site-paths.ts";

export const head = ({ text, closures }: PageData<"contact">, page: PageHeadArgs) =>
  metaFor(page, "contact", text, {
    jsonLd: [organizationJsonLd(page.site, text.meta.description, closures)],
  });

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900";

// Phones and WhatsApp come first (most buyers call or message before they write), then where
// to find us, then the form: the same order on every screen, in two columns on wide ones.
export default function Contact({
  loaderData: { text, reach, form },
}: {
  loaderData: PageData<"contact">;
}) {
  const { common } = useSiteText();
  const greeting = useWhatsappGreeting(paths.contact);
  return (
    <>
      <PageHero title={text.title} lead={text.lead} />
      <div className="container-page grid items-start gap-10 py-14 lg:grid-cols-[2fr_3fr]">
        <div className="grid gap-10">
          <PageSection id="details" title={text.detailsHeading}>
            <ul className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white px-5 ring-1 ring-slate-200">
              <DetailRow icon={PhoneIcon} title={text.phone}>
                <ul>
                  {reach.phones.map((phone) => (
                    <li key={phone}>
                      <a href={phoneHref(phone)} className={linkClass}>
                        {phone}
                      </a>
                    </li>
                  ))}
                </ul>
              </DetailRow>
              <DetailRow icon={WhatsAppIcon} title={text.whatsapp}>
                <WhatsAppLink number={reach.whatsapp} text={greeting} className={linkClass}>
                  {text.whatsappLink}
                </WhatsAppLink>
              </DetailRow>
              <DetailRow icon={MailIcon} title={text.email}>
                <a href={`mailto:${reach.email}`} className={`${linkClass} break-all`}>
                  {reach.email}
                </a>
              </DetailRow>
              <DetailRow icon={ClockIcon} title={text.hours}>
                <p className="text-slate-700">{common.hours}</p>
                <ClosedDays
                  className="mt-1 space-y-1 text-slate-700"
                  todayClassName="font-semibold text-red-800"
                />
              </DetailRow>
            </ul>
          </PageSection>
          <PageSection id="map" title={text.location.heading}>
            <div className="mt-6">
              {/* The map loads on a tap (a third party's frame): that button needs the script. */}
              <Island
                name="location"
                when="interaction"
                component={LocationCard}
                props={{ text: text.location }}
              />
            </div>
          </PageSection>
        </div>
        <PageSection id={enquirySectionId} title={text.enquiryHeading}>
          <p className="mt-2 text-slate-700">
            <RequiredFieldsNote text={form.required} />
          </p>
          <div className="mt-6">
            <Island
              name="enquiry"
              when="interaction"
              // The device's list is shown at once.
              sooner="listed"
              component={Enquiry}
              props={{ list: text.list, form }}
            />
          </div>
        </PageSection>
      </div>
    </>
  );
}

/** One way to reach us: an icon, a heading and the details. */
function DetailRow({
  icon: Icon,
  title,
  children,
}: {
  icon: (props: { className?: string }) => React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4 py-4">
      <Icon className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <h3 className="font-semibold text-brand-900">{title}</h3>
        {children}
      </div>
    </li>
  );
}
