import { HeroSlideshow } from "#app/components/hero-slideshow.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(HeroSlideshow);
