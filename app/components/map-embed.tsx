import { useState } from "react";
import { site } from "#app/content/site.ts";
import { MapPinIcon } from "./icons";
import { Button } from "#app/components/ui/button.tsx";

const { latitude, longitude } = site.geo;
const delta = 0.006;
const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - delta}%2C${latitude - delta}%2C${longitude + delta}%2C${latitude + delta}&layer=mapnik&marker=${latitude}%2C${longitude}`;
export const mapsLink = `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;

/**
 * The map loads only when asked for, so a slow or unreachable map service never delays the
 * page, and no third party sees the visitor until they choose to. A plain link always works.
 */
export function MapEmbed() {
  const [shown, setShown] = useState(false);
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <div className="relative aspect-[4/3] bg-brand-50 sm:aspect-[16/9]">
        {shown ? (
          <iframe
            src={embedUrl}
            title={`Map showing ${site.name}, ${site.address.city}`}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
            <MapPinIcon className="size-10 text-brand-700" />
            <p className="max-w-sm text-slate-700">
              The map is provided by OpenStreetMap and loads only when you ask for it.
            </p>
            <Button onClick={() => setShown(true)}>Show map</Button>
          </div>
        )}
      </div>
      <p className="p-4">
        <a
          href={mapsLink}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          Get directions in your maps app<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
