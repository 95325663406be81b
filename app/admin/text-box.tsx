import { useId } from "react";
import { Labelled } from "#app/ui/labelled.tsx";

/** A one-line text box under its label, for a word staff type (a search, a reason). */
export function TextBox({
  id: givenId,
  label,
  type,
  maxLength,
  small = false,
  value,
  onChange,
}: {
  id?: string;
  label: string;
  type?: "search";
  maxLength?: number;
  /** A card's field: a smaller label, and a box that may shrink in the card's row. */
  small?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <p className={small ? "flex min-w-0 flex-col gap-1" : "flex flex-col gap-1"}>
      <Labelled
        id={id}
        label={label}
        className={`${small ? "text-sm " : ""}font-medium text-slate-800`}
      >
        <input
          id={id}
          type={type}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
          className="min-h-11 w-full max-w-md rounded-xl border border-slate-400 bg-white px-3 text-slate-900"
        />
      </Labelled>
    </p>
  );
}
