import { SLIDE_INTERVAL_MS } from "#shared/constants.ts";
import type { HomeText } from "#shared/content/en/home.ts";
import type { Picture } from "vite-imagetools";
import { fill } from "#shared/text-format.ts";
import { ChevronIcon, PauseIcon, PlayIcon } from "#app/ui/control-icons.tsx";
import { ResponsivePicture } from "#app/ui/responsive-picture.tsx";

// The home page's slides, as plain HTML that a few lines of script without React turn
// (app/boot/slideshow.ts, in the enhance script every page carries): no island, so the home
// page loads no React until a visitor starts one of its islands.

// Sized so that the three buttons and the six dots fit a 320 px screen in one row.
const controlClass =
  "flex size-10 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm hover:bg-black/65 sm:size-11";

/**
 * The slides, filling their frame (`HeroFrame`, whose first-screen actions stay in place over
 * them). The first slide shows; the others' pictures wait in a `<template>` until their slide (or
 * the one before it) is shown, so the page fetches one picture up front.
 */
export function HeroSlideshow({
  text,
  slides,
  pictures,
}: {
  text: HomeText["slideshow"];
  slides: HomeText["slides"];
  /** Each slide's picture, in order. */
  pictures: Picture[];
}) {
  const count = slides.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={text.label}
      className="absolute inset-0"
      data-slideshow={SLIDE_INTERVAL_MS}
    >
      <div aria-live="off" className="absolute inset-0" data-slides>
        {slides.map((slide, index) => {
          const picture = (
            <ResponsivePicture
              picture={pictures[index]!}
              alt={slide.alt}
              sizes="100vw"
              priority={index === 0}
              className="size-full object-cover"
            />
          );
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(text.slide, { number: index + 1, count })}
              aria-hidden={index !== 0}
              inert={index !== 0}
              className="absolute inset-0 opacity-0 transition-opacity duration-700 aria-[hidden=false]:opacity-100"
            >
              {index === 0 ? picture : <template data-picture>{picture}</template>}
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
            aria-label={text.previous}
            data-slide-step="-1"
          >
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className={controlClass} aria-label={text.next} data-slide-step="1">
            <ChevronIcon />
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label={text.pause}
            data-slide-play={text.play}
            data-slide-pause={text.pause}
          >
            <span data-playing>
              <PauseIcon />
            </span>
            <span data-paused hidden>
              <PlayIcon />
            </span>
          </button>
        </div>
        {/* As wide as its six dots before they have all arrived: a slow phone paints the page
            while it is still parsed, and a row that grew as its dots came in moved them. */}
        <ul className="flex min-w-36 items-center sm:min-w-48">
          {slides.map((slide, index) => (
            <li key={index}>
              <button
                type="button"
                aria-label={fill(text.show, { number: index + 1, title: slide.title })}
                aria-current={index === 0 ? "true" : undefined}
                className="group flex size-6 items-center justify-center sm:size-8"
                data-slide-to={index}
              >
                {/* The current dot widens by its clip, not its width: the autoplay moves nothing
                    on the page (a width change is a layout shift). */}
                <span className="block h-2.5 w-6 rounded-full bg-white/60 transition-[clip-path,background-color] [clip-path:inset(0_7px_round_5px)] group-hover:bg-white/90 group-aria-[current=true]:bg-white group-aria-[current=true]:[clip-path:inset(0_round_5px)]" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
