import { fireEvent, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroSlideshow } from "./hero-slideshow";
import { SLIDE_INTERVAL_MS } from "#shared/constants.ts";
import { texts } from "#shared/content/text.ts";
import { slideshows } from "#app/boot/slideshow.ts";

// The home page's slides as the renderer writes them, turned by the enhance script's few lines
// without React: the timer, the controls, the pictures fetched as slides come, reduced motion.

const { slideshow: text, slides } = texts.or.home;
const pictures = slides.map((_, index) => ({
  sources: { avif: `/assets/s${index}.avif 800w`, webp: `/assets/s${index}.webp 800w` },
  img: { src: `/assets/s${index}.webp`, w: 800, h: 450 },
}));

let stop: AbortController;
function page({ reducedMotion = false } = {}) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reducedMotion && query.includes("reduce"),
    addEventListener: () => {},
  }));
  document.body.innerHTML = renderToStaticMarkup(
    <HeroSlideshow text={text} slides={slides} pictures={pictures} />,
  );
  stop = new AbortController();
  slideshows(document, stop.signal);
  return within(document.body);
}
const shown = () =>
  [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex(
    (slide) => slide.getAttribute("aria-hidden") === "false",
  );
const sources = () => [...document.querySelectorAll("img")].map((img) => img.getAttribute("src"));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the slideshow without React", () => {
  it("turns on its own, wrapping around, fetching each picture as its slide or the one before it comes", () => {
    page();
    expect(shown()).toBe(0);
    expect(sources()).toEqual(["/assets/s0.webp"]);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(shown()).toBe(1);
    expect(sources()).toEqual(["/assets/s0.webp", "/assets/s1.webp", "/assets/s2.webp"]);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * (slides.length - 1));
    expect(shown()).toBe(0);
    // Every hidden slide is out of the keyboard's and the screen reader's way.
    const hidden = document.querySelectorAll<HTMLElement>(
      '[aria-roledescription="slide"][aria-hidden="true"]',
    );
    expect(hidden).toHaveLength(slides.length - 1);
    for (const slide of hidden) expect(slide.inert).toBe(true);
  });

  it("goes back, on and to a dot's slide, which becomes the current dot", () => {
    const screen = page();
    fireEvent.click(screen.getByRole("button", { name: text.previous }));
    expect(shown()).toBe(slides.length - 1);
    fireEvent.click(screen.getByRole("button", { name: text.next }));
    expect(shown()).toBe(0);
    const third = screen.getAllByRole("button", { name: new RegExp(slides[2]!.title) })[0]!;
    fireEvent.click(third);
    expect(shown()).toBe(2);
    expect(third.getAttribute("aria-current")).toBe("true");
    expect(document.querySelectorAll("[aria-current]")).toHaveLength(1);
  });

  it("pauses and plays, its label, icon and announcements following", () => {
    const screen = page();
    fireEvent.click(screen.getByRole("button", { name: text.pause }));
    const play = screen.getByRole("button", { name: text.play });
    expect(play.querySelector<HTMLElement>("[data-paused]")!.hidden).toBe(false);
    expect(play.querySelector<HTMLElement>("[data-playing]")!.hidden).toBe(true);
    expect(document.querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("polite");
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
    expect(shown()).toBe(0);
    fireEvent.click(play);
    expect(document.querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("off");
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(shown()).toBe(1);
  });

  it("stays still for a visitor who asked for reduced motion, until they press play", () => {
    const screen = page({ reducedMotion: true });
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
    expect(shown()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: text.play }));
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(shown()).toBe(1);
  });
});
