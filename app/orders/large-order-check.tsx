import { useEffect, useId, useRef } from "react";
import { Button, buttonClass } from "#app/ui/button.tsx";
import type { OrdersText } from "#shared/content/en/orders.ts";

// A large order on the account page (docs/product.md#orders): before anything is placed, the
// customer reads which quantities look large and why, then places the order as it is or goes
// back to change them. The order page without JavaScript asks the same (order-page-no-js.tsx).

export function LargeOrderCheck({
  sentences,
  text,
  placing,
  onConfirm,
  onChange,
}: {
  /** One per large line (shared/large-order-text.ts). */
  sentences: string[];
  text: OrdersText["large"];
  placing: boolean;
  /**
   * Absent without JavaScript: "Place the order as it is" then posts the form it is in, saying
   * so (`confirmLarge`), and "Change quantities" goes to the list.
   */
  onConfirm?: () => void;
  onChange?: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown where the customer's eyes are not: the heading takes the focus, and the view.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-700"
    >
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-amber-900 outline-none"
      >
        {text.heading}
      </h3>
      <p className="mt-1 text-slate-900">{text.lead}</p>
      <ul className="mt-2 list-disc pl-6 font-semibold [overflow-wrap:anywhere] text-slate-900">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        {onConfirm && onChange ? (
          <>
            <Button size="md" pending={placing} onClick={onConfirm}>
              {text.confirm}
            </Button>
            <Button variant="outline" size="md" disabled={placing} onClick={onChange}>
              {text.change}
            </Button>
          </>
        ) : (
          <>
            <Button type="submit" size="md" name="confirmLarge" value="1">
              {text.confirm}
            </Button>
            <a href="#order" className={buttonClass("outline", "md")}>
              {text.change}
            </a>
          </>
        )}
      </div>
    </section>
  );
}
