import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("products", "routes/products.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/thank-you", "routes/contact-sent.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/thank-you", "routes/careers-sent.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
