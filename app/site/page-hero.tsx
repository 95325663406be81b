/** The dark band each inner page opens with; the transparent header sits on it. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="border-b-4 border-sun-400 bg-brand-800 pt-28 pb-14 text-white sm:pt-32 sm:pb-20">
      <div className="container-page">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-brand-50">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
