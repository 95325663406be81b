import { Link } from "react-router";
import { messages } from "#app/content/form-messages.ts";
import { paths } from "#app/site-paths.ts";
import { PageHero } from "./page-hero";
import { buttonClass } from "#app/components/ui/button.tsx";

const sentPages = {
  contact: { title: "Enquiry sent", back: { to: paths.contact, label: "Back to Contact" } },
  careers: { title: "Application received", back: { to: paths.careers, label: "Back to Careers" } },
};

/**
 * What a visitor without JavaScript sees after a form was accepted (the server redirects
 * there): the form's success message and the way back.
 */
export function SentPage({ form }: { form: keyof typeof sentPages }) {
  const { title, back } = sentPages[form];
  return (
    <>
      <PageHero title={title} lead={messages[form].success} />
      <div className="container-page flex flex-wrap gap-3 py-14">
        <Link to={back.to} className={buttonClass()}>
          {back.label}
        </Link>
        <Link to={paths.home} className={buttonClass("outline")}>
          Home
        </Link>
      </div>
    </>
  );
}
