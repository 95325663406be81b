// The home page's slideshow (app/site/hero-slideshow.tsx), turned without React: part of
// the enhance script, so its controls and its timer work as soon as the page is parsed.
//
// - `[data-slideshow]` (its value: the time each slide shows, in ms) holds `[aria-roledescription=slide]`
//   groups; the shown one has `aria-hidden="false"`, the others are hidden and inert.
// - A slide's picture waiting in `template[data-picture]` is put in place when that slide, or
//   the one before it, is shown.
// - `[data-slide-step]` buttons go back or on, wrapping around; `[data-slide-to]` dots go to
//   their slide and carry `aria-current`; `[data-slide-play]` pauses and plays, its label and
//   icon (`[data-playing]`, `[data-paused]`) following. It plays unless the visitor asked for
//   reduced motion, until they choose; while paused, the slides are announced (`aria-live`).

export function slideshows(d: Document, signal?: AbortSignal) {
  for (const show of d.querySelectorAll<HTMLElement>("[data-slideshow]")) turn(show, signal);
}

function turn(show: HTMLElement, signal?: AbortSignal) {
  const slides = [...show.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const dots = [...show.querySelectorAll<HTMLElement>("[data-slide-to]")];
  const play = show.querySelector<HTMLElement>("[data-slide-play]");
  const interval = Number(show.dataset.slideshow);
  const count = slides.length;
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  let current = 0;
  let chosen: boolean | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const playing = () => chosen ?? !reduced.matches;

  const want = (index: number) => {
    const waiting = slides[index]?.querySelector("template[data-picture]");
    if (waiting instanceof HTMLTemplateElement) waiting.replaceWith(waiting.content);
  };
  const render = () => {
    slides.forEach((slide, index) => {
      slide.setAttribute("aria-hidden", String(index !== current));
      slide.inert = index !== current;
    });
    dots.forEach((dot, index) =>
      index === current
        ? dot.setAttribute("aria-current", "true")
        : dot.removeAttribute("aria-current"),
    );
    const on = playing();
    show.querySelector("[aria-live]")?.setAttribute("aria-live", on ? "off" : "polite");
    if (play) {
      play.setAttribute(
        "aria-label",
        (on ? play.dataset.slidePause : play.dataset.slidePlay) ?? "",
      );
      play.querySelector<HTMLElement>("[data-playing]")!.hidden = !on;
      play.querySelector<HTMLElement>("[data-paused]")!.hidden = on;
    }
    clearTimeout(timer);
    if (on && !signal?.aborted) timer = setTimeout(() => go(current + 1), interval);
  };
  const go = (index: number) => {
    current = (index + count) % count;
    want(current);
    want((current + 1) % count);
    render();
  };

  show.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest<HTMLElement>("button");
      if (!button || !show.contains(button)) return;
      if (button.dataset.slideStep) go(current + Number(button.dataset.slideStep));
      else if (button.dataset.slideTo) go(Number(button.dataset.slideTo));
      else if (button === play) {
        chosen = !playing();
        render();
      }
    },
    { signal },
  );
  reduced.addEventListener("change", render, { signal });
  signal?.addEventListener("abort", () => clearTimeout(timer));
  render();
}
