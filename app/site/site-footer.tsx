import { SiteLink } from "#app/site/site-link.tsx";
import logoMark from "#art/logo-mark.svg?url";
import { phoneHref } from "#shared/phone-links.ts";
import { usePageSite } from "#app/site/page-site.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { useWhatsappGreeting } from "#app/site/whatsapp-greeting.ts";
import { registrationDetails } from "#shared/site-facts.ts";
import { around, fill } from "#shared/text-format.ts";
import { mainNav, paths } from "#shared/site-paths.ts";
import { AccountStatus } from "#app/customers/account-status.tsx";
import { ClosedDays } from "./closed-days";
import { ContactDropdown } from "./contact-dropdown";
import { WhatsAppLink } from "./reach-links";
import {
  ClockIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsAppIcon,
} from "#app/ui/icons.tsx";
import { productListDownload } from "#app/catalogue/product-list-download.ts";

const buildYear = String(import.meta.env.VITE_BUILD_YEAR);

const linkClass =
  "inline-flex min-h-6 items-center rounded underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  const { common } = useSiteText();
  const text = common.footer;
  const to = useLocalePath();
  const greeting = useWhatsappGreeting();
  const site = usePageSite();
  const { address } = site;
  const [before, after] = around(fill(text.rights, { company: site.name }), "year");
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.5fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src={logoMark} alt="" width={36} height={36} className="size-9" />
            {site.name}
          </p>
          <p className="mt-3 max-w-md">{common.tagline}</p>
          <address className="mt-4 flex gap-2 not-italic">
            <MapPinIcon className="mt-0.5 size-5 shrink-0" />
            <span>
              {address.street}, {address.locality}
              <br />
              {address.city}, {address.region} {address.postalCode}, {address.countryName}
            </span>
          </address>
          <dl className="mt-4 space-y-1 text-sm">
            {registrationDetails(site, common.registration).map(({ label, value }) => (
              <div key={label}>
                <dt className="inline">{label}: </dt>
                {/* A number moves to the next line whole rather than break at its hyphens. */}
                <dd className="inline-block font-medium text-white [overflow-wrap:anywhere]">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {site.linkedinUrl && (
            <a
              href={site.linkedinUrl}
              className="mt-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(text.linkedin, { company: site.shortName })}
            >
              <LinkedInIcon />
            </a>
          )}
        </div>

        <nav aria-label={text.label}>
          <h2 className="font-semibold text-white">{text.explore}</h2>
          <ul className="mt-3 space-y-2">
            {mainNav.map((page) => (
              <li key={page}>
                <SiteLink to={to(paths[page])} className={linkClass}>
                  {common.nav[page]}
                </SiteLink>
              </li>
            ))}
            <li>
              <SiteLink to={to(paths.privacy)} className={linkClass}>
                {text.privacy}
              </SiteLink>
            </li>
            <li>
              <a
                href={paths.productList}
                className={linkClass}
                download={productListDownload(site.shortName)}
              >
                {text.productList}
              </a>
            </li>
          </ul>
          <AccountStatus
            className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2"
            linkClass={linkClass}
            buttonClass={linkClass}
          />
        </nav>

        <div>
          <h2 className="font-semibold text-white">{text.getInTouch}</h2>
          <ul className="mt-3 space-y-2">
            <li className="flex items-center gap-2">
              <MailIcon className="size-4 shrink-0" />
              <a href={`mailto:${site.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
                {site.email}
              </a>
            </li>
            {site.phones.map((phone) => (
              <li key={phone} className="flex items-center gap-2">
                <PhoneIcon className="size-4 shrink-0" />
                <a href={phoneHref(phone)} className={linkClass}>
                  {phone}
                </a>
              </li>
            ))}
            <li className="flex items-center gap-2">
              <WhatsAppIcon className="size-4 shrink-0" />
              <WhatsAppLink number={site.whatsapp} text={greeting} className={linkClass}>
                {text.whatsapp}
              </WhatsAppLink>
            </li>
            <li className="flex gap-2">
              <ClockIcon className="mt-0.5 size-4 shrink-0" />
              <div>
                <span>{common.hours}</span>
                <ClosedDays className="mt-1 space-y-1" todayClassName="font-semibold text-white" />
              </div>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 pt-5 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            {/* The enhance script writes the year the visitor's clock says, not the build's. */}
            {before}
            <span data-year="">{buildYear}</span>
            {after}
          </p>
          {/* On a phone the credit's button spans the line, so its menu (aligned to the
              button's right edge) opens on screen rather than past the left edge. */}
          <div className="flex flex-col sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-2">
            <span>{fill(text.websiteBy, { developer: site.webDeveloper.name })}</span>
            <ContactDropdown
              label={text.developer}
              ariaLabel={fill(text.developerLabel, { developer: site.webDeveloper.name })}
              phones={[site.webDeveloper.phone]}
              whatsapp={site.webDeveloper.whatsapp}
              align="right"
              up
              // Below `sm` it has a line of its own: the negative margin lines its icon up with the text.
              buttonClassName="flex min-h-11 items-center gap-1 rounded-full px-3 text-white underline-offset-4 hover:underline max-sm:-ml-3"
            />
          </div>
        </div>
      </div>
    </footer>
  );
}
