/** A table's head: one column title per label. */
export function ColumnTitles({
  labels,
  className,
}: {
  labels: readonly string[];
  className?: string;
}) {
  return (
    <thead className={`border-b border-slate-300 ${className ?? ""}`.trimEnd()}>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className="px-3 py-2 font-semibold">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
