// Planted: server-imports-browser.
import { banner } from "#app/site/banner.ts";

export const render = () => `<p>${banner}</p>`;
