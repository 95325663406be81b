/**
 * A titled section of a page: a region named by its heading for screen readers. `id` names
 * the heading `${id}-heading`, which in-page links may point at.
 */
export function PageSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
