import { createContext, use, type ComponentProps } from "react";

// The public pages move from one to another by full page loads (docs/decisions/
// 0022-public-pages-as-islands.md): their links are plain anchors, which the browser prerenders
// through the Speculation Rules, and what a component needs of the address comes from the page
// it is rendered on, not from a client router.

/** The address of the page being shown: its path, query and fragment. */
export type PageLocation = { pathname: string; search: string; hash: string };

const PageLocationContext = createContext<PageLocation | null>(null);

export const PageLocationProvider = PageLocationContext.Provider;

/**
 * Where the page is. Its query and fragment are empty while it is pre-rendered: read them in
 * effects only, never in what is rendered (hydration must find the server's HTML).
 */
export function usePageLocation(): PageLocation {
  const value = use(PageLocationContext);
  if (!value) throw new Error("usePageLocation is only for the public pages, inside their frame");
  return value;
}

type AnchorProps = Omit<ComponentProps<"a">, "href"> & { to: string };

/** A link to another page (or a part of this one): an anchor the browser follows itself. */
export function SiteLink({ to, children, ...props }: AnchorProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

/** A path without the trailing slash its directory form may carry ("/or/" is "/or"). */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/**
 * Whether a navigation link leads to the page being shown, or (unless `end`) to a page this one
 * lies below, as "Contact" does for /contact/sent.
 */
export function isCurrent(pathname: string, to: string, end = false) {
  const here = withoutTrailingSlash(pathname);
  const there = withoutTrailingSlash(to);
  return here === there || (!end && here.startsWith(`${there === "/" ? "" : there}/`));
}

/** A navigation link marked `aria-current="page"` on its page, styled by whether it is. */
export function SiteNavLink({
  to,
  end,
  className,
  children,
  ...props
}: Omit<AnchorProps, "className"> & { end?: boolean; className: (current: boolean) => string }) {
  const current = isCurrent(usePageLocation().pathname, to, end);
  return (
    <a
      href={to}
      aria-current={current ? "page" : undefined}
      className={className(current)}
      {...props}
    >
      {children}
    </a>
  );
}

/** Goes to another page (after a form has done its work there), as following a link would. */
export function navigate(to: string) {
  window.location.assign(to);
}
