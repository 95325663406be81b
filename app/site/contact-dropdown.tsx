import { useId } from "react";
import { ChevronIcon } from "#app/ui/control-icons.tsx";
import { PhoneIcon } from "#app/ui/icons.tsx";
import { CallLink, WhatsAppLink } from "./reach-links";

type Props = {
  /** Visible button text, e.g. "Call us". */
  label: string;
  /** Accessible name when it must say more than the label. */
  ariaLabel?: string;
  /** Every number to offer, each as its own Call link. */
  phones: readonly string[];
  whatsapp: string;
  /** The WhatsApp chat's first words, e.g. naming the page the visitor is on. */
  whatsappText?: string;
  buttonClassName: string;
  /** Which edge of the button the panel lines up with. */
  align?: "left" | "right";
  /** Open the panel upwards (used near the bottom of the page). */
  up?: boolean;
  /** Show only the icon on the narrowest phones (the accessible name stays). */
  narrowIconOnly?: boolean;
};

/**
 * A button that reveals Call and WhatsApp actions, as a native popover: it opens without
 * scripts, and closes on an outside click and on Escape. The enhance script (app/boot/enhance.ts)
 * adds the rest: `aria-expanded` (which turns the chevron), closing when keyboard focus leaves
 * it or a link in it is followed, and a fallback for browsers without popovers.
 */
export function ContactDropdown({
  label,
  ariaLabel,
  phones,
  whatsapp,
  whatsappText,
  buttonClassName,
  align = "right",
  up = false,
  narrowIconOnly = false,
}: Props) {
  const panelId = useId();

  const itemClass =
    "flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50";
  return (
    <div className="relative">
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        aria-label={ariaLabel}
        className={`group/dropdown ${buttonClassName}`}
      >
        <PhoneIcon className="size-4" />
        {/* On the narrowest phones the icon says it; the accessible name still does. */}
        <span className={narrowIconOnly ? "max-[400px]:sr-only" : undefined}>{label}</span>
        <ChevronIcon
          direction="down"
          className="size-4 transition-transform group-aria-expanded/dropdown:rotate-180"
        />
      </button>
      <div
        id={panelId}
        popover="auto"
        className={`${panelPosition(align, up)} w-max max-w-[calc(100vw-2rem)] min-w-60 rounded-xl border border-slate-200 bg-white p-2 text-slate-800 shadow-xl`}
      >
        <ul>
          {phones.map((phone) => (
            <li key={phone}>
              <CallLink phone={phone} className={itemClass} iconClassName="size-4 text-brand-700" />
            </li>
          ))}
          <li>
            <WhatsAppLink
              number={whatsapp}
              text={whatsappText}
              className={itemClass}
              iconClassName="size-4 text-leaf-600"
            />
          </li>
        </ul>
      </div>
    </div>
  );
}

/**
 * Next to the button where the browser can anchor a popover to the button that opens it (CSS
 * anchor positioning); elsewhere fixed near the corner it opens towards. A menu opening down
 * (the header's) is anchored from `sm` only: on a phone, under the header at the screen's edge,
 * its lines have the screen's whole width, so an Odia or Hindi "Call …" keeps to one line.
 */
const panelPositions = {
  down: {
    right:
      "top-17 right-4 sm:supports-[position-area:top]:inset-auto sm:supports-[position-area:top]:mt-2 sm:supports-[position-area:top]:[position-area:bottom_span-left]",
    left: "top-17 left-4 sm:supports-[position-area:top]:inset-auto sm:supports-[position-area:top]:mt-2 sm:supports-[position-area:top]:[position-area:bottom_span-right]",
  },
  up: {
    right:
      "bottom-20 right-4 supports-[position-area:top]:inset-auto supports-[position-area:top]:mb-2 supports-[position-area:top]:[position-area:top_span-left]",
    left: "bottom-20 left-4 supports-[position-area:top]:inset-auto supports-[position-area:top]:mb-2 supports-[position-area:top]:[position-area:top_span-right]",
  },
};

function panelPosition(align: "left" | "right", up: boolean) {
  return `fixed inset-auto m-0 ${panelPositions[up ? "up" : "down"][align]}`;
}
