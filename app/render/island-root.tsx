// The server side of an island's root: what the island is rendered inside, alone, so that its
// HTML is what its browser root hydrates (the same tree, the same `useId` prefix). To become one
// with the browser's root, app/islands/root.tsx, which adds the commit signal.
import { Component, type ReactNode } from "react";
import { PageLocationProvider } from "#app/lib/site-link.tsx";
import { SiteTextProvider } from "#app/lib/site-text.tsx";
import { renderedLocation, type SiteFrame } from "./document";

/** In the island's own box, the rest of the page working: the error and a way to start again. */
class IslandBoundary extends Component<
  { title: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert">
        <h2>{this.props.title}</h2>
        {/* The reload text comes in three languages with the browser's root. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- the empty address is this page */}
        <a href="">Reload the page</a>
      </div>
    );
  }
}

/** The page's path and frame texts, and a boundary of its own, around one island. */
export function IslandRoot({ frame, children }: { frame: SiteFrame; children: ReactNode }) {
  return (
    <PageLocationProvider value={renderedLocation(frame)}>
      <SiteTextProvider value={frame}>
        <IslandBoundary title={frame.common.error.title}>{children}</IslandBoundary>
      </SiteTextProvider>
    </PageLocationProvider>
  );
}
