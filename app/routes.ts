import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("products", "routes/products.tsx"),
    route("contact", "routes/contact.tsx"),
    route("contact/thank-you", "routes/contact-sent.tsx"),
    route("careers", "routes/careers.tsx"),
    route("careers/thank-you", "routes/careers-sent.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The admin is rendered in the browser (never pre-rendered) and needs a signed-in administrator.
  route("admin/login", "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/applications.tsx"),
    route("admin-view", "routes/admin/cards.tsx"),
    route("admin/enquiries", "routes/admin/enquiries.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
  ]),
] satisfies RouteConfig;
