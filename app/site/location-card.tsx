import { useId, useState } from "react";
import type { ContactText } from "#shared/content/en/contact.ts";
import { useSiteText, type FrameSite } from "#app/site/site-text.tsx";
import { fill } from "#shared/text-format.ts";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { MapPinIcon } from "#app/ui/icons.tsx";

type Geo = FrameSite["geo"];

const delta = 0.006;
/** The map around the content's map position, with its pin. */
const embedUrl = ({ latitude, longitude }: Geo) =>
  `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - delta}%2C${latitude - delta}%2C${longitude + delta}%2C${latitude + delta}&layer=mapnik&marker=${latitude}%2C${longitude}`;
/** Opens the visitor's maps app (or Google Maps) with the route to the content's map position. */
const directionsUrl = ({ latitude, longitude }: Geo) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude}%2C${longitude}`;

/**
 * Where the shop is: the address (as the post writes it), a landmark to ask for (in the page's
 * language), directions and, on request, the map.
 * The map loads only when asked for, so a slow or unreachable map service never delays the
 * page, and no third party sees the visitor until they choose to.
 */
export function LocationCard({ text }: { text: ContactText["location"] }) {
  const { common } = useSiteText();
  const [mapShown, setMapShown] = useState(false);
  const mapId = useId();
  const { site } = useSiteText();
  const { address } = site;
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <div className="p-5">
        <div className="flex gap-4">
          <MapPinIcon className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <address className="not-italic text-slate-700">
              <span className="font-semibold text-brand-900">{site.name}</span>
              <br />
              {address.street}, {address.locality}
              <br />
              {address.city}, {address.region} {address.postalCode}, {address.countryName}
            </address>
            <p className="mt-2 text-slate-700">
              <span className="font-semibold text-brand-900">{text.landmark}:</span>{" "}
              {text.landmarkPlace}
            </p>
          </div>
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <a
            href={directionsUrl(site.geo)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("primary", "md")}
          >
            {text.directions}
            <span className="sr-only">{common.newTab}</span>
          </a>
          <Button
            variant="outline"
            size="md"
            aria-expanded={mapShown}
            aria-controls={mapId}
            onClick={() => setMapShown((shown) => !shown)}
          >
            {mapShown ? text.hideMap : text.showMap}
          </Button>
        </div>
        <p className="mt-3 text-sm text-slate-600">{text.mapNote}</p>
      </div>
      <div id={mapId} hidden={!mapShown} className="aspect-[4/3] bg-brand-50">
        {mapShown && (
          <iframe
            src={embedUrl(site.geo)}
            title={fill(text.mapTitle, { company: site.name })}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="size-full border-0"
          />
        )}
      </div>
    </div>
  );
}
