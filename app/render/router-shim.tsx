// What the public components take from "react-router", without a router: the site's renderer
// aliases "react-router" to this module in its own build (vite.islands.config.ts). Temporary:
// it goes once those components import app/lib/site-link.tsx instead.
import { createContext, use, type AnchorHTMLAttributes } from "react";

/** The path of the page being rendered, which the renderer and every island root provide. */
export const PagePath = createContext("/");

/** A pre-rendered page's location: its path, with no query or fragment (as React Router's). */
export function useLocation() {
  return { pathname: use(PagePath), search: "", hash: "", state: null, key: "default" };
}

/** Navigation is a full page load. */
export const useNavigate = () => (to: string) => window.location.assign(to);

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  /** React Router's: every navigation reloads the document without it. */
  preventScrollReset?: boolean;
};

/** A plain link, with its attributes in React Router's order (the parity check compares them). */
export function Link({ to, preventScrollReset, children, ...anchor }: LinkProps) {
  void preventScrollReset;
  return (
    <a {...anchor} href={to}>
      {children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean; isPending: boolean }) => string);
};

/** A link marked `aria-current="page"` on its own page (and, unless `end`, on pages below it). */
export function NavLink({ to, end = false, className, ...link }: NavLinkProps) {
  const path = use(PagePath);
  const isActive = path === to || (!end && path.startsWith(to.endsWith("/") ? to : `${to}/`));
  return (
    <Link
      {...link}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={
        typeof className === "function" ? className({ isActive, isPending: false }) : className
      }
    />
  );
}
