import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { paths } from "./site-paths";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route(paths.about, "routes/about.tsx"),
    route(paths.products, "routes/products.tsx"),
    route(paths.contact, "routes/contact.tsx"),
    route(paths.contactSent, "routes/contact-sent.tsx"),
    route(paths.careers, "routes/careers.tsx"),
    route(paths.careersSent, "routes/careers-sent.tsx"),
    route(paths.privacy, "routes/privacy.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The admin is rendered in the browser (never pre-rendered) and needs a signed-in administrator.
  route(paths.adminLogin, "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [
    route(paths.admin, "routes/admin/applications.tsx"),
    route(paths.adminCards, "routes/admin/cards.tsx"),
    route(paths.adminEnquiries, "routes/admin/enquiries.tsx"),
    route(paths.adminSpam, "routes/admin/spam.tsx"),
    route(paths.adminCatalogue, "routes/admin/catalogue.tsx"),
    route(paths.adminAudit, "routes/admin/audit.tsx"),
  ]),
] satisfies RouteConfig;
