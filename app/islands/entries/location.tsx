import { LocationCard } from "#app/components/location-card.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(LocationCard);
