import { useCallback, useEffect, useState } from "react";
import { SLIDE_INTERVAL_MS } from "#shared/constants.ts";
import type { HomeText } from "#shared/content/en/home.ts";
import type { Picture } from "vite-imagetools";
import { fill } from "#shared/text-format.ts";
import { usePrefersReducedMotion } from "#app/lib/use-client-state.ts";
import { ChevronIcon, PauseIcon, PlayIcon } from "./control-icons";
import { ResponsivePicture } from "./responsive-picture";

// Sized so that the three buttons and the six dots fit a 320 px screen in one row.
const controlClass =
  "flex size-10 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm hover:bg-black/65 sm:size-11";

/**
 * The home page's slides, filling their frame (`HeroFrame`, whose first-screen actions stay in
 * place over them).
 */
export function HeroSlideshow({
  text,
  slides,
  pictures,
}: {
  text: HomeText["slideshow"];
  slides: HomeText["slides"];
  /** Each slide's picture, in order (given by the page: the browser's code carries none). */
  pictures: Picture[];
}) {
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  // The visitor's choice; until they make one, play unless they asked for reduced motion.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const playing = userPlaying ?? !reducedMotion;
  // Only the first slide is in the pre-rendered HTML; each other one loads when it (or the
  // one before it) is shown.
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = slides.length;

  const show = useCallback(
    (index: number) => {
      const next = (index + count) % count;
      setCurrent(next);
      setWanted((seen) => new Set([...seen, next, (next + 1) % count]));
    },
    [count],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => show(current + 1), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [current, playing, show]);

  return (
    <section aria-roledescription="carousel" aria-label={text.label} className="absolute inset-0">
      <div aria-live={playing ? "off" : "polite"} className="absolute inset-0">
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(text.slide, { number: index + 1, count })}
              aria-hidden={!active}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-700 ${active ? "opacity-100" : "opacity-0"}`}
            >
              {wanted.has(index) && (
                <ResponsivePicture
                  picture={pictures[index]!}
                  alt={slide.alt}
                  sizes="100vw"
                  priority={index === 0}
                  className="size-full object-cover"
                />
              )}
              <div className="absolute inset-0 bg-gradient-to-t from-brand-900/95 via-brand-900/35 to-brand-900/70" />
              <div className="absolute inset-x-0 bottom-36 container-page text-white sm:bottom-32">
                <p className="max-w-xl text-2xl font-bold sm:text-4xl">{slide.title}</p>
                <p className="mt-2 max-w-xl text-base text-brand-50 sm:text-lg">{slide.caption}</p>
              </div>
            </div>
          );
        })}
      </div>

      <div className="absolute inset-x-0 bottom-4 container-page flex items-center justify-between gap-2">
        <div className="flex items-center gap-1.5 sm:gap-2">
          <button
            type="button"
            className={controlClass}
            onClick={() => show(current - 1)}
            aria-label={text.previous}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => show(current + 1)}
            aria-label={text.next}
          >
            <ChevronIcon />
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => setUserPlaying(!playing)}
            aria-label={playing ? text.pause : text.play}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        </div>
        <ul className="flex items-center">
          {slides.map((slide, index) => (
            <li key={index}>
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={fill(text.show, { number: index + 1, title: slide.title })}
                aria-current={index === current ? "true" : undefined}
                className="group flex size-6 items-center justify-center sm:size-8"
              >
                {/* The current dot widens by its clip, not its width: the autoplay moves nothing
                    on the page (a width change is a layout shift). */}
                <span
                  className={`block h-2.5 w-6 rounded-full transition-[clip-path,background-color] ${
                    index === current
                      ? "bg-white [clip-path:inset(0_round_5px)]"
                      : "bg-white/60 [clip-path:inset(0_7px_round_5px)] group-hover:bg-white/90"
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
