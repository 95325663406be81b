import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Set up for each file of the `component` project (vitest.config.ts): every test starts on an
// empty page, with the real fetch and timers.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
