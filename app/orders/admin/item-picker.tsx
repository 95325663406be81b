import { useId, useState } from "react";
import { ItemRow, QuantityBox } from "./staff-item";
import { FinderStatus } from "#app/admin/finder-status.tsx";
import { Button } from "#app/ui/button.tsx";
import { SearchBar } from "#app/ui/search-bar.tsx";
import { quantityOf } from "#app/ui/quantity-input.tsx";
import { findItems, useFinder } from "#app/orders/admin/staff-orders.ts";
import type { StaffItem } from "#shared/schemas/orders.ts";
import { formatNumber } from "#shared/text-format.ts";

// Adding items to the order being taken: searched in the live catalogue (the same typo-tolerant
// search customers use, in three scripts), each shown with the terms the customer sees, added
// with a quantity.

export function ItemPicker({ onAdd }: { onAdd: (item: StaffItem, quantity: number) => void }) {
  const id = useId();
  const { found, query, search } = useFinder(findItems);
  /** What is typed in each found item's quantity box, by item id ("" or absent: 1). */
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [added, setAdded] = useState("");

  function add(item: StaffItem) {
    const quantity = quantityOf(typed[item.id] || "1");
    if (quantity === null) return;
    onAdd(item, quantity);
    setAdded(`Added ${formatNumber(quantity)} × ${item.name}.`);
    setTyped((all) => ({ ...all, [item.id]: "" }));
  }

  return (
    <div className="flex flex-col gap-3">
      <SearchBar
        name="Catalogue"
        label="Item name, company or composition"
        query={query}
        onSearch={(q) => {
          setAdded("");
          void search(q);
        }}
      />
      <FinderStatus found={found} query={query} what="items" />
      <p role="status" className="font-medium text-leaf-700 empty:hidden">
        {added}
      </p>
      {found.status === "found" && found.rows.length > 0 && (
        <ul aria-label="Items found" className="flex flex-col gap-2">
          {found.rows.map((item) => {
            const text = typed[item.id] ?? "";
            const wrong = text !== "" && quantityOf(text) === null;
            return (
              <ItemRow key={item.id} item={item}>
                <span className="flex items-end gap-2">
                  <QuantityBox
                    id={`${id}-${item.id}`}
                    item={item}
                    typed={text}
                    invalid={wrong}
                    placeholder="1"
                    onType={(typed) => setTyped((all) => ({ ...all, [item.id]: typed }))}
                  />
                  <Button
                    variant="soft"
                    size="md"
                    disabled={wrong}
                    aria-label={`Add ${item.name}`}
                    onClick={() => add(item)}
                  >
                    Add
                  </Button>
                </span>
              </ItemRow>
            );
          })}
        </ul>
      )}
    </div>
  );
}
