import { LocationCard } from "#app/site/location-card.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(LocationCard);
