import logoMark from "#art/logo-mark.svg?url";
import { SiteLink, SiteNavLink } from "#app/site/site-link.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { useWhatsappGreeting } from "#app/site/whatsapp-greeting.ts";
import { mainNav, paths } from "#shared/site-paths.ts";
import { AccountStatus } from "#app/customers/account-status.tsx";
import { ContactDropdown } from "./contact-dropdown";
import { EnquiryListBadge } from "#app/catalogue/enquiry-list-badge.tsx";
import { CloseIcon, MenuIcon } from "#app/ui/icons.tsx";
import { LanguageSwitcher } from "./language-switcher";

/** A link's hover in the bar, over the hero (transparent) or on white (solid). */
const barHoverClass = "hover:bg-white/10 solid:hover:bg-brand-50 solid:hover:text-brand-800";
/** A small link or button in the bar. */
const barLinkClass = `block rounded-md px-2 py-2 text-sm font-medium ${barHoverClass}`;
/** A bar link that marks the page or language it is on (`current`), with the hover elsewhere. */
const markedLinkClass = (base: string, current: string) => (isCurrent: boolean) =>
  `${base} ${isCurrent ? current : barHoverClass}`;
const menuLinkClass =
  "flex min-h-12 items-center rounded-md px-3 text-lg font-medium text-slate-800 hover:bg-slate-50";

/**
 * The public pages' header: static HTML, which the frame's scripts (app/boot/) bring to life
 * without React. It is transparent over the page's opening band, and `solid` (on white) once
 * the page has scrolled or while its menu is open: the enhance script sets `data-solid`, and
 * the `solid:` variant (app.css) styles it. The menu and the phone dropdown are native
 * popovers; enhance keeps their buttons' `aria-expanded` and closes them when focus leaves.
 */
export function SiteHeader() {
  const { common, site } = useSiteText();
  const to = useLocalePath();
  const greeting = useWhatsappGreeting();
  return (
    <header
      data-solid="false"
      // A light scrim keeps the links legible over any slide; the colour is transparent.
      className="fixed inset-x-0 top-0 z-40 bg-transparent bg-gradient-to-b from-brand-900/40 to-transparent text-white transition-colors duration-300 solid:bg-white solid:bg-none solid:text-slate-900 solid:shadow-md"
    >
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-3">
        <SiteLink
          to={to(paths.home)}
          className="flex min-w-0 items-center gap-2 rounded-md xl:shrink-0"
        >
          <img src={logoMark} alt="" width={36} height={36} className="size-9 shrink-0" />
          {/* Never cut: beside the list's badge on a narrow phone it takes two lines. */}
          <span className="text-[15px] leading-tight font-bold tracking-tight min-[400px]:text-base">
            {site.shortName}
            <span className="sr-only">{common.header.homeSuffix}</span>
          </span>
        </SiteLink>

        {/* From `lg` the links and the language switcher sit in the bar; below, in the menu
            (Odia and Hindi link names are longer than English ones). */}
        <nav aria-label={common.nav.label} className="hidden lg:block xl:shrink-0">
          <MainNavList
            className="flex items-center gap-1"
            linkClass={markedLinkClass(
              "rounded-md px-3 py-2 font-medium transition-colors",
              "bg-white/15 underline decoration-2 underline-offset-8 solid:bg-brand-50 solid:text-brand-800",
            )}
          />
        </nav>

        <div className="flex min-w-0 items-center gap-2">
          {/* Only where the bar has room; narrower screens have it in the menu and the footer.
              The site's name and links keep their room: the shop's name takes what is left. */}
          <AccountStatus
            className="hidden min-w-0 items-center gap-1 xl:flex"
            nameOnly
            linkClass={`max-w-56 truncate ${barLinkClass}`}
            buttonClass={`whitespace-nowrap ${barLinkClass}`}
          />
          <LanguageSwitcher
            className="hidden lg:block"
            linkClass={markedLinkClass(
              "rounded-md px-2 py-2 text-sm font-medium",
              "underline decoration-2 underline-offset-8",
            )}
          />
          <EnquiryListBadge />
          <ContactDropdown
            label={common.header.callUs}
            narrowIconOnly
            ariaLabel={common.header.callUsLabel}
            phones={site.phones}
            whatsapp={site.whatsapp}
            whatsappText={greeting}
            buttonClassName="flex min-h-11 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50 sm:gap-2 sm:px-4 solid:bg-brand-700 solid:text-white solid:hover:bg-brand-800"
          />
          <button
            type="button"
            className="group/menu flex size-11 items-center justify-center rounded-md lg:hidden"
            popoverTarget="mobile-menu"
            aria-controls="mobile-menu"
            aria-label={common.header.menu}
          >
            {/* A cross while open (the enhance script keeps aria-expanded). */}
            <MenuIcon className="size-6 group-aria-expanded/menu:hidden" />
            <CloseIcon className="hidden size-6 group-aria-expanded/menu:block" />
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        popover="auto"
        // Fixed under the 4rem header, full width; no display utility here, or a closed popover would show.
        className="fixed inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-t border-slate-200 bg-white p-0 text-slate-900 shadow-md lg:hidden"
      >
        <nav aria-label={common.nav.label}>
          <MainNavList
            className="container-page flex flex-col py-2"
            linkClass={(isActive) =>
              `flex min-h-12 items-center rounded-md px-3 text-lg font-medium ${
                isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-50"
              }`
            }
          />
        </nav>
        <LanguageSwitcher
          className="container-page border-t border-slate-200 py-2"
          linkClass={(current) =>
            `flex min-h-12 items-center rounded-md px-3 text-lg font-medium ${
              current ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-50"
            }`
          }
        />
        <AccountStatus
          className="container-page flex flex-col items-stretch border-t border-slate-200 py-2"
          linkClass={menuLinkClass}
          buttonClass={`${menuLinkClass} text-left`}
        />
      </div>
    </header>
  );
}

/** The main navigation's links (wide screens and the mobile menu style them apart). */
function MainNavList({
  className,
  linkClass,
}: {
  className: string;
  linkClass: (isActive: boolean) => string;
}) {
  const { common } = useSiteText();
  const to = useLocalePath();
  return (
    <ul className={className}>
      {mainNav.map((page) => (
        <li key={page}>
          <SiteNavLink
            to={to(paths[page])}
            // Home is current only on the home page itself, not on every page below it.
            end={page === "home"}
            className={linkClass}
          >
            {common.nav[page]}
          </SiteNavLink>
        </li>
      ))}
    </ul>
  );
}
