// Planted: server-imports-browser.
import { banner } from "#app/components/banner.ts";

export const render = () => `<p>${banner}</p>`;
