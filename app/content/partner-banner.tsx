import { SiteLink } from "#app/site/site-link.tsx";
import type { HomeText } from "#shared/content/en/home.ts";
import { useLocalePath } from "#app/site/site-text.tsx";
import { paths } from "#shared/site-paths.ts";
import { buttonClass } from "#app/ui/button.tsx";
import { Island } from "#app/render/island.tsx";
import { PartnerCounters } from "./partner-counters";

export function PartnerBanner({ text }: { text: HomeText["partnerBanner"] }) {
  const to = useLocalePath();
  return (
    <section aria-labelledby="partner-heading" className="render-when-near bg-brand-800 text-white">
      <div className="container-page grid items-center gap-10 py-16 md:grid-cols-2">
        <div>
          <h2 id="partner-heading" className="text-3xl font-bold">
            {text.heading}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{text.text}</p>
          <SiteLink to={to(paths.contact)} className={`mt-6 ${buttonClass("accent")}`}>
            {text.button}
          </SiteLink>
        </div>
        {/* Side by side only where each tile is wide enough for "1,00,000+" in large digits
            (its own width, not the screen's, since the banner splits in two on wider screens).
            Counting starts once they are seen: hydrated when they come into view. */}
        <Island
          name="counters"
          when="visible"
          component={PartnerCounters}
          props={{ text: { years: text.years, clients: text.clients } }}
        />
      </div>
    </section>
  );
}
