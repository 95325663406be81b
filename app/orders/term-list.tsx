// Terms of trade as label and value pairs (rate, MRP, scheme…), on a line and on an order.

/** Label and value pairs, wrapping on a narrow screen. */
export function Terms({ terms }: { terms: [label: string, value: string][] }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {terms.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
