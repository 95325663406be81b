// Planted: no-cycle (with cycle-a.ts).
import { next } from "./cycle-a.ts";

export const base = 1;
export const afterNext = () => next() + 1;
