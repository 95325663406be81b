import { SiteLink } from "#app/site/site-link.tsx";
import { FirstScreenActions } from "#app/site/first-screen-actions.tsx";
import { HeroSlideshow } from "#app/site/hero-slideshow.tsx";
import { ShieldIcon, SnowflakeIcon, TruckIcon, UsersIcon } from "#app/ui/icons.tsx";
import { PageSection } from "#app/site/page-section.tsx";
import { PartnerBanner } from "#app/content/partner-banner.tsx";
import { ResponsivePicture } from "#app/ui/responsive-picture.tsx";
import { buttonClass } from "#app/ui/button.tsx";
import type { HomeText } from "#shared/content/en/home.ts";
import { categoryPictures } from "#shared/content/home.ts";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import { organizationJsonLd } from "#app/site/organization-json-ld.ts";
import { categoryPicture, slidePicture } from "#app/site/pictures.ts";
import { useLocalePath } from "#app/site/site-text.tsx";
import type { PageData } from "#app/render/page-data.ts";
import { paths } from "#shared/site-paths.ts";

export const head = ({ text, closures }: PageData<"home">, page: PageHeadArgs) =>
  metaFor(page, "home", text, {
    jsonLd: [organizationJsonLd(page.site, text.meta.description, closures)],
  });

/** The highlight tiles' icons, in the order of the texts' `highlights`. */
const highlightIcons = [ShieldIcon, TruckIcon, SnowflakeIcon, UsersIcon];

export default function Home({
  loaderData: { text, slidePhotos },
}: {
  loaderData: PageData<"home">;
}) {
  const to = useLocalePath();
  return (
    <>
      <HeroFrame actions={text.actions}>
        <HeroSlideshow
          text={text.slideshow}
          slides={text.slides}
          // Slide n shows the owner's photo, else the picture art/slide-n.
          pictures={text.slides.map(
            (_, index) => slidePhotos[index] ?? slidePicture(`slide-${index + 1}`),
          )}
        />
      </HeroFrame>

      <section aria-labelledby="intro-heading" className="container-page py-14 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h1
              id="intro-heading"
              className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
            >
              {text.intro.heading}
            </h1>
            {text.intro.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            <div className="mt-8 flex flex-wrap gap-3">
              <SiteLink to={to(paths.products)} className={buttonClass()}>
                {text.intro.partners}
              </SiteLink>
              <SiteLink to={to(paths.contact)} className={buttonClass("outline")}>
                {text.intro.enquire}
              </SiteLink>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
            {text.highlights.map((tile, index) => {
              const Icon = highlightIcons[index] ?? ShieldIcon;
              return (
                <li
                  key={tile.title}
                  className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-6" />
                  </span>
                  <div>
                    <h2 className="font-semibold text-brand-900">{tile.title}</h2>
                    <p className="mt-1 text-slate-700">{tile.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <div className="render-when-near bg-white py-14 sm:py-20">
        <PageSection id="categories" title={text.categoriesHeading} className="container-page">
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {text.categories.map((category, index) => (
              <li
                key={category.title}
                className="overflow-hidden rounded-2xl bg-canvas ring-1 ring-slate-200"
              >
                <ResponsivePicture
                  picture={categoryPicture(categoryPictures[index] ?? categoryPictures[0])}
                  alt=""
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="p-6">
                  <h3 className="text-xl font-semibold text-brand-900">{category.title}</h3>
                  <p className="mt-2 text-slate-700">{category.summary}</p>
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {category.items.map((item) => (
                      <li
                        key={item}
                        className="rounded-lg bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200"
                      >
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </PageSection>
      </div>

      <PartnerBanner text={text.partnerBanner} />
    </>
  );
}

/**
 * The home page's hero: the slides (`children`) with the first-screen actions in
 * place over them, between a slide's text and the slide controls. The actions come before the
 * carousel in the page so that keyboard focus meets them in the order they are seen, and they
 * are plain links, live before any script.
 */
function HeroFrame({
  actions,
  children,
}: {
  actions: HomeText["actions"];
  children: React.ReactNode;
}) {
  return (
    <div className="relative h-[min(78vh,40rem)] min-h-[28rem] overflow-hidden bg-brand-900">
      <div className="absolute inset-x-0 bottom-[4.5rem] z-10 container-page">
        <FirstScreenActions text={actions} />
      </div>
      {children}
    </div>
  );
}
