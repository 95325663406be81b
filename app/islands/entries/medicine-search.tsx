import { MedicineSearch } from "#app/catalogue/medicine-search.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(MedicineSearch);
