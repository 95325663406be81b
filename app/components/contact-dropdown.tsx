import { useCallback, useId, useRef, useState } from "react";
import { phoneHref, whatsappHref } from "#app/content/site.ts";
import { useSiteText } from "#app/lib/site-text.tsx";
import { around } from "#app/lib/text-format.ts";
import { useDismiss } from "#app/lib/use-dismiss.ts";
import { ChevronIcon, PhoneIcon, WhatsAppIcon } from "./icons";

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
 * A button that reveals Call and WhatsApp actions; closes on an outside click, on Escape and
 * when keyboard focus leaves it.
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
  const { common } = useSiteText();
  const [callBefore, callAfter] = around(common.contactMenu.call, "phone");
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);

  const itemClass =
    "flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50";
  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (open && !containerRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        <PhoneIcon className="size-4" />
        {/* On the narrowest phones the icon says it; the accessible name still does. */}
        <span className={narrowIconOnly ? "max-[400px]:sr-only" : undefined}>{label}</span>
        <ChevronIcon
          direction="down"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute z-50 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl ${
          align === "right" ? "right-0" : "left-0"
        } ${up ? "bottom-full mb-2" : "top-full mt-2"}`}
      >
        <ul>
          {phones.map((phone) => (
            <li key={phone}>
              <a href={phoneHref(phone)} className={itemClass} onClick={close}>
                <PhoneIcon className="size-4 text-brand-700" />
                {/* The number stays whole on one line, whatever the language puts around it. */}
                <span>
                  {callBefore}
                  <span className="whitespace-nowrap">{phone}</span>
                  {callAfter}
                </span>
              </a>
            </li>
          ))}
          <li>
            <a
              href={whatsappHref(whatsapp, whatsappText)}
              className={itemClass}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              <WhatsAppIcon className="size-4 text-leaf-600" />
              <span>
                {common.contactMenu.whatsapp}
                <span className="sr-only">{common.newTab}</span>
              </span>
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
