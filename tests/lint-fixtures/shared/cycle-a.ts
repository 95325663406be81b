// Planted: no-cycle (with cycle-b.ts).
import { base } from "./cycle-b.ts";

export const next = () => base + 1;
