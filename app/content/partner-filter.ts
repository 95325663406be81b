import type { Partner, Specialty } from "#shared/content/partners.ts";

/** Case-insensitive substring search on the name, narrowed to one specialty unless "All". */
export function filterPartners<Entry extends Pick<Partner, "name" | "specialties">>(
  list: readonly Entry[],
  query: string,
  category: Specialty | "All",
) {
  const needle = query.trim().toLowerCase();
  return list.filter(
    (partner) =>
      (category === "All" || partner.specialties.includes(category)) &&
      partner.name.toLowerCase().includes(needle),
  );
}
