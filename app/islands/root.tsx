import { Component, useEffect, type ReactNode } from "react";
import { linkClass } from "#app/ui/link-class.ts";
import { PageLocationProvider } from "#app/site/site-link.tsx";
import { SiteTextProvider, type SiteTextValue } from "#app/site/site-text.tsx";
import type { CommonText } from "#shared/content/en/common.ts";

// What every island renders around its component, on the server and in the browser alike (so
// that the markup and useId's values match): the page's path and frame texts, an error
// boundary of its own, and beside it a signal once React has committed the island.

/**
 * The page's frame data, one `<script type="application/json" id="site-frame">` per page: the
 * language, the frame's texts (as the site layout's loader gives them), the business facts the
 * islands show and the page's path.
 */
export type SiteFrame = SiteTextValue & { pathname: string };

/**
 * A failure inside the island shows in the island's own box, in the page's language; the rest
 * of the page keeps working. (The hydrating root logs it, with the island's name.)
 */
class IslandBoundary extends Component<
  { text: CommonText["error"]; pathname: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { title, reload } = this.props.text;
    return (
      <div role="alert" className="rounded-xl border border-red-300 bg-white p-4 text-slate-800">
        <h2 className="font-bold">{title}</h2>
        {/* The page itself, loaded again (React renders no empty href). */}
        <a href={this.props.pathname} className={linkClass}>
          {reload}
        </a>
      </div>
    );
  }
}

/** Calls `onCommit` once React has committed the island: its effects, above it, have run. */
function Committed({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

export function IslandRoot({
  frame,
  address = { search: "", hash: "" },
  onCommit,
  children,
}: {
  frame: SiteFrame;
  /**
   * In the browser: the address's query and fragment, unknown to the server (empty there). A
   * component reads them in its effects only, so that hydration finds what the server rendered.
   */
  address?: { search: string; hash: string };
  /** In the browser: the island is live (or shows its error box). */
  onCommit?: () => void;
  children: ReactNode;
}) {
  const { pathname, ...text } = frame;
  return (
    <PageLocationProvider value={{ pathname, ...address }}>
      <SiteTextProvider value={text}>
        <IslandBoundary text={text.common.error} pathname={pathname}>
          {children}
        </IslandBoundary>
        <Committed onCommit={onCommit} />
      </SiteTextProvider>
    </PageLocationProvider>
  );
}
