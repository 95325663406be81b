import { useEffect, useRef, useState } from "react";
import { CLIENTS_STEP, COUNTER_TICK_MS, YEARS_STEP } from "#shared/constants.ts";
import type { HomeText } from "#shared/content/en/home.ts";
import { partnerBanner } from "#shared/content/home.ts";
import { formatNumber } from "#shared/text-format.ts";
import { useHydrated, usePrefersReducedMotion } from "#app/site/use-client-state.ts";

/**
 * Counts from 0 to each target once the element is on screen, one step per tick. The
 * pre-rendered HTML (what crawlers and readers without JavaScript get) and visitors who
 * prefer reduced motion see the final figures.
 */
function useCountUp(targets: readonly { target: number; step: number }[]) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const animate = hydrated && !reducedMotion;
  const [ticks, setTicks] = useState(0);
  const maxTicks = Math.max(...targets.map((t) => Math.ceil(t.target / t.step)));

  useEffect(() => {
    const element = ref.current;
    if (!element || !animate) return;
    let timer: number | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = window.setInterval(() => {
        setTicks((count) => {
          if (count + 1 >= maxTicks) window.clearInterval(timer);
          return Math.min(count + 1, maxTicks);
        });
      }, COUNTER_TICK_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [animate, maxTicks]);

  const values = targets.map((t) => (animate ? Math.min(ticks * t.step, t.target) : t.target));
  return { ref, values };
}

const counters = [
  { target: partnerBanner.yearsTarget, step: YEARS_STEP, key: "years" },
  { target: partnerBanner.clientsTarget, step: CLIENTS_STEP, key: "clients" },
] as const;
type CounterKey = (typeof counters)[number]["key"];

/**
 * The figures, counting up once on screen: the home page's island (app/islands/entries/
 * counters.tsx); the rest of the banner is static.
 */
export function PartnerCounters({ text }: { text: Pick<HomeText["partnerBanner"], CounterKey> }) {
  const { ref, values } = useCountUp(counters);
  return (
    <div ref={ref} className="@container">
      <div className="grid gap-4 @md:grid-cols-2">
        {counters.map((counter, i) => (
          <div key={counter.key} className="rounded-2xl bg-white/10 p-5 text-center">
            <p
              className="text-3xl font-extrabold tabular-nums sm:text-4xl"
              data-counter={counter.key}
            >
              {`${formatNumber(values[i] ?? counter.target)}+`}
            </p>
            <p className="mt-2 text-brand-100">{text[counter.key]}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
