// What each public page is made from, in one language: the texts it shows and nothing else
// (docs/decisions/0016-languages.md), for the site's renderer (./pages.ts). Render-time code: it
// reads every language's texts, so no module the browser loads may import it.
import type { Announcements } from "#shared/content/announcements.ts";
import type { Partner } from "#shared/content/partners.ts";
import type { CatalogueFacts } from "#shared/schemas/catalogue-items.ts";
import { privacyRevised } from "#shared/content/en/privacy.ts";
import { formTexts, privacyFor, type Delivery, type SiteTexts } from "#shared/content/text.ts";
import type { PageKey } from "#app/site/meta.ts";
import type { FrameSite } from "#app/site/site-text.tsx";
import type { MediaPicture } from "#shared/media.ts";
import { registrationDetails, type Site } from "#shared/site-facts.ts";
import type { Locale } from "#shared/site-paths.ts";
import { formatDate } from "#shared/dates.ts";
import { closedLines } from "#app/site/closure-words.ts";
import { accountPanelText } from "#app/customers/account-panel.tsx";

/**
 * A page's language, that language's texts, the business facts, and whether the build is for
 * static hosting.
 */
export type PageContext = {
  locale: Locale;
  texts: SiteTexts;
  site: Site;
  /** Each home page slide's uploaded photo, or null for the shipped artwork. */
  slidePhotos: (MediaPicture | null)[];
  /** The partner companies, in the order the Products page lists them. */
  partners: Partner[];
  /** What the Products page shows of the live catalogue, when the renderer knows it. */
  catalogue?: CatalogueFacts;
  /** What the owner announces, as this language shows it on the day being rendered. */
  announcements: Announcements;
  /** The content version rendered, whose files (the chat's texts) the page's islands fetch. */
  contentVersion: string;
  staticMode: boolean;
};

/**
 * How a build's forms reach the company, which the consent and privacy notices tell: stored by
 * the site's server, or, on static hosting, only emailed.
 */
export const deliveryIn = (staticMode: boolean): Delivery => (staticMode ? "emailed" : "stored");

/**
 * The frame's texts (header, footer, chat, forms' shared words, the customer's sign-in), the
 * business facts the islands show and the content version (the chat fetches its texts of it):
 * only those, as every page carries them.
 */
export const frameData = ({ locale, texts, site, announcements, contentVersion }: PageContext) => ({
  locale,
  common: texts.common,
  account: texts.account.frame,
  site: frameSite(site),
  closed: closedLines(texts.common.closures, announcements.closures),
  contentVersion,
});

function frameSite(site: Site): FrameSite {
  const { street, locality, city, region, postalCode, countryName } = site.address;
  return {
    name: site.name,
    shortName: site.shortName,
    foundedYear: site.foundedYear,
    phones: site.phones,
    whatsapp: site.whatsapp,
    email: site.email,
    geo: site.geo,
    address: { street, locality, city, region, postalCode, countryName },
  };
}

/** What the account pages say on static hosting, which has no server and so no accounts. */
export const accountPagesData = ({ texts, staticMode }: PageContext) => ({
  unavailable: staticMode ? texts.account.unavailable : null,
});

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Each public page's data. */
export const pageData = {
  home: ({ texts, slidePhotos, announcements }) => ({
    text: texts.home,
    slidePhotos,
    closures: announcements.closures,
  }),
  about: ({ texts, site }) => ({
    text: texts.about,
    registration: registrationDetails(site, texts.common.registration),
  }),
  products: ({ texts: { products, account, orders }, partners, catalogue }) => ({
    text: products,
    // The cards show names and specialties, A to Z whatever order the owner added them in; the
    // aliases stay with the server's search. A card links to the partner's items when the live
    // list has some, or when the list is not known (a build).
    partners: partners
      .map(({ name, specialties }) => ({
        name,
        specialties,
        withItems: catalogue ? catalogue.partnersWithItems.includes(name) : true,
      }))
      .sort((a, b) => byName.compare(a.name, b.name)),
    // The search's company list: the live list's companies with their items' count, else the
    // partners'.
    companies:
      catalogue?.companies ??
      partners.map(({ name }) => ({ name })).sort((a, b) => byName.compare(a.name, b.name)),
    // A list without categories (a billing export) offers no category filter.
    categories: catalogue?.categories ?? true,
    terms: { ...account.terms, order: orders.add },
  }),
  contact: ({
    texts: { contact, forms },
    site: { phones, whatsapp, email },
    announcements,
    staticMode,
  }) => ({
    text: contact,
    closures: announcements.closures,
    reach: { phones, whatsapp, email },
    form: formTexts(forms, "enquiry", deliveryIn(staticMode)),
  }),
  contactSent: ({ texts: { forms } }) => ({
    text: forms.sent.contact,
    message: forms.enquiry.success,
    home: forms.sent.home,
  }),
  careers: ({ texts: { careers, forms }, announcements, staticMode }) => ({
    text: careers,
    openings: announcements.jobs,
    form: formTexts(forms, "application", deliveryIn(staticMode)),
    names: { jobCategories: forms.jobCategories, employmentTypes: forms.employmentTypes },
  }),
  careersSent: ({ texts: { forms } }) => ({
    text: forms.sent.careers,
    message: forms.application.success,
    home: forms.sent.home,
  }),
  privacy: ({ locale, texts, staticMode }) => ({
    text: privacyFor(texts.privacy, deliveryIn(staticMode)),
    // Written the language's way here, at build time: a browser may lack Odia's calendar data.
    revised: formatDate(locale, privacyRevised),
  }),
  // Any path can land here: its texts are the frame's (`common.notFound`).
  notFound: () => ({}),
  account: ({ texts }) => ({ text: accountPanelText(texts) }),
  accountRequest: ({ texts: { account, forms } }) => ({
    text: account.request,
    signIn: account.signIn.heading,
    required: forms.required,
    form: {
      honeypot: forms.honeypot,
      privacyLink: forms.privacyLink,
      validation: { ...forms.validation, ...account.validation },
      fields: account.request.fields,
    },
  }),
  accountRequestSent: ({ texts: { account, forms } }) => ({
    text: account.requestSent,
    message: account.request.fields.success,
    home: forms.sent.home,
  }),
  accountPassword: ({ texts: { account, forms } }) => ({
    text: {
      ...account.password,
      linkGone: account.answers.linkGone,
      tooShort: account.answers.passwordTooShort,
      tooPlain: account.answers.passwordTooPlain,
      privacyLink: forms.privacyLink,
    },
  }),
  accountForgot: ({ texts: { account } }) => ({
    text: { ...account.forgot, sent: account.answers.resetSent },
  }),
  accountForgotSent: ({ texts: { account, forms } }) => ({
    text: account.forgotSent,
    message: account.answers.resetSent,
    back: account.forgot.back,
    home: forms.sent.home,
  }),
} satisfies Record<PageKey, (context: PageContext) => object>;

/** What a page's component gets as its `loaderData`. */
export type PageData<Key extends PageKey> = ReturnType<(typeof pageData)[Key]>;
