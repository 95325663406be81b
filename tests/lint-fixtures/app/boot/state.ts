// Planted: boot-reaches-react (through a module of app/lib/ that imports React).
import { useCount } from "#app/lib/count.ts";

export const boot = () => typeof useCount;
