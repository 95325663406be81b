import { useState } from "react";
import { useOrderList } from "#app/orders/use-order-list.ts";
import { fill } from "#shared/text-format.ts";
import { MyOrders } from "./my-orders";
import { OrderListPanel, type Said } from "./order-list-panel";
import { OrderPastePanel } from "./order-paste-panel";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";

// A signed-in customer's orders on the account page (docs/product.md#orders): "Your order" and
// "My orders". Loaded once the server says who is signed in, so that neither this code nor zod
// is among the scripts the pre-rendered page loads first.

export default function AccountOrders({ shop, text }: { shop: string; text: OrdersPageText }) {
  const order = useOrderList();
  const [said, setSaid] = useState<Said>(null);
  /** Changes when an order was placed: "My orders" reads its first page again. */
  const [placings, setPlacings] = useState(0);
  return (
    <>
      <OrderPastePanel text={text} onAdd={order.addLines} />
      <OrderListPanel
        order={order}
        text={text}
        said={said}
        onSaid={setSaid}
        onPlaced={() => setPlacings((count) => count + 1)}
      />
      <MyOrders
        shop={shop}
        text={text}
        version={placings}
        onOrderAgain={async (earlier) => {
          if (!(await order.orderAgain(earlier))) return false;
          setSaid({ text: fill(text.mine.againDone, { number: earlier.number }) });
          const heading = document.getElementById("order-heading");
          heading?.scrollIntoView();
          heading?.focus({ preventScroll: true });
          return true;
        }}
      />
    </>
  );
}
