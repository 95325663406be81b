// Paths pre-rendered to HTML at build time. The server maps unknown paths to the 404 page.
export const notFoundPath = "/404";
export const publicPaths = [
  "/",
  "/about",
  "/products",
  "/contact",
  "/contact/thank-you",
  "/careers",
  "/careers/thank-you",
  "/privacy",
  notFoundPath,
];
