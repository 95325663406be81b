import { useEffect, useRef, useState } from "react";
import logoMark from "#art/logo-mark.svg?url";
import { HEADER_SCROLL_THRESHOLD_PX } from "#shared/constants.ts";
import { site } from "#shared/content/site.ts";
import { SiteLink, SiteNavLink } from "#app/lib/site-link.tsx";
import { useLocalePath, useSiteText } from "#app/lib/site-text.tsx";
import { useWhatsappGreeting } from "#app/lib/whatsapp-greeting.ts";
import { useHydrated } from "#app/lib/use-client-state.ts";
import { usePopover } from "#app/lib/use-popover.ts";
import { mainNav, paths } from "#shared/site-paths.ts";
import { AccountStatus } from "./account-status";
import { ContactDropdown } from "./contact-dropdown";
import { EnquiryListBadge } from "./enquiry-list-badge";
import { CloseIcon, MenuIcon } from "./icons";
import { LanguageSwitcher } from "./language-switcher";

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

/** A small link or button in the bar, over the hero (transparent) or on white (solid). */
const barLinkClass = (solid: boolean) =>
  `block rounded-md px-2 py-2 text-sm font-medium ${
    solid ? "hover:bg-brand-50 hover:text-brand-800" : "hover:bg-white/10"
  }`;
const menuLinkClass =
  "flex min-h-12 items-center rounded-md px-3 text-lg font-medium text-slate-800 hover:bg-slate-50";

export function SiteHeader() {
  const { common } = useSiteText();
  const to = useLocalePath();
  const greeting = useWhatsappGreeting();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The mobile menu is a native popover: it opens before the scripts arrive and without them.
  const menuRef = useRef<HTMLDivElement>(null);
  const menu = usePopover(menuRef, headerRef, menuButtonRef);
  const menuOpen = menu.open;
  const hydrated = useHydrated();

  const solid = scrolled || menuOpen;
  return (
    <header
      ref={headerRef}
      onBlur={menu.onBlur}
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        solid
          ? "bg-white text-slate-900 shadow-md"
          : // A light scrim keeps the links legible over any slide; the colour is transparent.
            "bg-transparent bg-gradient-to-b from-brand-900/40 to-transparent text-white"
      }`}
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
            linkClass={(isActive) =>
              `rounded-md px-3 py-2 font-medium transition-colors ${
                isActive
                  ? solid
                    ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8"
                    : "bg-white/15 underline decoration-2 underline-offset-8"
                  : solid
                    ? "hover:bg-brand-50 hover:text-brand-800"
                    : "hover:bg-white/10"
              }`
            }
          />
        </nav>

        <div className="flex min-w-0 items-center gap-2">
          {/* Only where the bar has room; narrower screens have it in the menu and the footer.
              The site's name and links keep their room: the shop's name takes what is left. */}
          <AccountStatus
            className="hidden min-w-0 items-center gap-1 xl:flex"
            nameOnly
            linkClass={`max-w-56 truncate ${barLinkClass(solid)}`}
            buttonClass={`whitespace-nowrap ${barLinkClass(solid)}`}
          />
          <LanguageSwitcher
            className="hidden lg:block"
            linkClass={(current) =>
              `rounded-md px-2 py-2 text-sm font-medium ${
                current
                  ? "underline decoration-2 underline-offset-8"
                  : solid
                    ? "hover:bg-brand-50 hover:text-brand-800"
                    : "hover:bg-white/10"
              }`
            }
          />
          <EnquiryListBadge solid={solid} />
          <ContactDropdown
            label={common.header.callUs}
            narrowIconOnly
            ariaLabel={common.header.callUsLabel}
            phones={site.phones}
            whatsapp={site.whatsapp}
            whatsappText={greeting}
            buttonClassName={`flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap sm:gap-2 sm:px-4 ${
              solid
                ? "bg-brand-700 text-white hover:bg-brand-800"
                : "bg-white text-brand-800 hover:bg-brand-50"
            }`}
          />
          <button
            ref={menuButtonRef}
            type="button"
            className="flex size-11 items-center justify-center rounded-md lg:hidden"
            popoverTarget="mobile-menu"
            // Before hydration the browser tells assistive technology whether the menu is open.
            aria-expanded={hydrated ? menuOpen : undefined}
            aria-controls="mobile-menu"
            aria-label={common.header.menu}
            onClick={menu.onButtonClick}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <div
        ref={menuRef}
        id="mobile-menu"
        popover="auto"
        // Fixed under the 4rem header, full width; no display utility here, or a closed popover would show.
        className={`${menu.fallbackOpen ? "popover-fallback-open" : ""} fixed inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-t border-slate-200 bg-white p-0 text-slate-900 shadow-md lg:hidden`}
      >
        <nav aria-label={common.nav.label}>
          <MainNavList
            className="container-page flex flex-col py-2"
            onNavigate={menu.close}
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
          onNavigate={menu.close}
        />
      </div>
    </header>
  );
}

/** The main navigation's links (wide screens and the mobile menu style them apart). */
function MainNavList({
  className,
  linkClass,
  onNavigate,
}: {
  className: string;
  linkClass: (isActive: boolean) => string;
  onNavigate?: () => void;
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
            onClick={onNavigate}
            className={linkClass}
          >
            {common.nav[page]}
          </SiteNavLink>
        </li>
      ))}
    </ul>
  );
}
