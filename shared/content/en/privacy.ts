// SAMPLE CONTENT — replace with the owner's real facts.
// The privacy notice under India's Digital Personal Data Protection Act, 2023 (DPDP Act), in
// English. Names and contacts are {placeholders} filled from the published facts
// (shared/content/fact-values.ts), the retention period from shared/limits.ts.
// Have the final wording reviewed by the owner (and, ideally, a lawyer) before publishing, in
// every language, and update `privacyRevised` whenever it changes. {date} is filled in with that date.

/** When the notice was last revised (YYYY-MM-DD); each language writes the date its own way. */
export const privacyRevised = "2026-12-06";

export const privacy = {
  meta: {
    title: "Privacy Policy | {siteName}",
    description:
      "How we collect, use, keep and delete the personal data you share through our enquiry and job forms, and your rights under India's DPDP Act, 2023.",
  },
  breadcrumb: "Privacy Policy",
  title: "Privacy Policy",
  lead: "How we handle the personal data you share with us, under India's Digital Personal Data Protection Act, 2023.",
  lastUpdated: "Last updated {date}.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `This website is run by {siteName}, {address}, {country} ("we", "us"). For the personal data you share through this website, we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023: we decide why and how it is used, and we are responsible for protecting it.`,
        "This notice explains, in plain language, what we collect, why, how long we keep it, who can see it and how you can exercise your rights.",
      ],
    },
    {
      heading: "What we collect",
      paragraphs: [
        "Enquiry form (Contact page): your name, email address, phone number and, if you choose to write one, your message.",
        "Job application form (Careers page): your name, email address, phone number, the job category and employment type you are interested in and, if you choose to attach one, your resume.",
        "We collect only what you type into these forms or upload with them. Please do not include sensitive details we have not asked for, such as Aadhaar numbers, bank details or health information, in your message or resume.",
        "To keep the forms safe from abuse, our server may briefly process technical information such as your IP address (for example, to limit repeated submissions). We do not use it to profile you.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "We use your enquiry details only to answer your enquiry: to call, message or email you about the products, supplies or services you asked about.",
        "We use your application details only to assess your job application and to contact you about it.",
        "We do not use your data for advertising, and we do not send you marketing messages unless you separately ask us to.",
      ],
    },
    {
      heading: "Our legal basis: your consent",
      paragraphs: [
        "We process this data on the basis of your consent, which you give by ticking the consent box on the form before you submit it. The form cannot be sent without it, and the notice beside the box tells you what is collected, why, and for how long.",
        'You may withdraw your consent at any time (see "How to withdraw consent or ask us to erase your data" below). Withdrawing consent does not affect anything we did with your data before you withdrew it.',
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Enquiries and job applications, including any resume, are deleted automatically {retentionDays} days after they are submitted.",
        "We delete them earlier if you withdraw your consent or ask us to erase them, or once the purpose is served, unless a law in force requires us to keep them for longer.",
      ],
      /** What the static build says instead: its forms only send an email (docs/product.md#static-hosting). */
      byEmail: [
        "Enquiries and job applications go by email to our company's inbox. They are not deleted automatically by this website.",
        "We delete them from our inbox when you withdraw your consent or ask us to erase them, or once the purpose is served, unless a law in force requires us to keep them for longer.",
      ],
    },
    {
      heading: "Trade customer accounts",
      paragraphs: [
        "Chemists, nursing homes and hospitals we supply can ask for a trade account on our website. A request, and the account made from it, keep the shop's or hospital's name, the contact person's name, the mobile number, the email address, the address, the drug licence numbers and the GSTIN, with the language chosen and the time consent was given.",
        "We use them to check that the shop or hospital may buy medicines wholesale, to sign you in, and to show you our rates, schemes and availability. Other customers never see them.",
        "A request we turn down, or leave unanswered, is deleted {retentionDays} days after it was sent.",
        "When we publish our billing software's outstanding report, the website keeps each customer's pending bills (their numbers, dates and amounts) and shows them to that customer alone. It keeps only the latest report and the one before it, and deletes older ones. The payments you report (the amount, the reference, the day and the bills) are kept as business records for 8 years. An order placed above your credit limit, or while a bill is long overdue, is kept with why it was held (what was owed then, and the limit), as part of the order.",
        "When you order by phone, on WhatsApp or during a visit, our staff may place the order on the website for you. It is your order like any other and is marked as placed for you; we also record which staff member took it and how it came. This is kept with the order as a business record for 8 years.",
        "A message or an indent you paste or upload to order from is read to find the items, then forgotten: this website neither stores nor logs it. Only the lines you add to your order are kept, as your order list.",
        "The returns you ask for (the item, its batch and expiry, the quantity, why, the bill number, your note and your photo) and the credit notes we issue for them are kept as business records for 8 years. A return's photo is shown only to you and our staff, never published, and is stored without the location or camera details your phone wrote into it. When a customer's personal data is erased, the notes and photos of their returns are deleted too.",
        "Copies of our invoices that we upload are kept under the bill they belong to and shown only to that bill's customer; a copy whose bill is in no report yet waits for it for 30 days. Each copy is deleted 400 days after it was uploaded, or when the customer's account is erased.",
        "Our staff can erase a customer's personal data on request: the contact person's name, the phone number, the email address and the password are removed. The shop's name, its party code and its orders are kept as business records for 8 years.",
        "When you sign in, your browser keeps a cookie named __Host-account. It is HttpOnly (the page's scripts cannot read it) and serves only to keep you signed in. It ends when you sign out, after {accountIdleDays} days unused, and {accountLifetimeDays} days after you signed in at the latest.",
        "To show that you are signed in, this website also keeps your shop's name on your device (in the browser's local storage), never a rate or a price; signing out removes it.",
      ],
      /** The static build has no accounts (docs/product.md#static-hosting). */
      byEmail: [
        "Trade customer accounts exist only on our server-hosted website; this copy of the site keeps no account data.",
      ],
    },
    {
      heading: "Who can see it",
      paragraphs: [
        "Only our authorised staff administrators can see your enquiry or application. They must sign in to view it, and their access is logged.",
        "When a form is submitted, we send a notification email to our team through an email delivery provider, which processes the data only on our behalf and on our instructions. Our website hosting provider stores the data for us in the same way.",
        "We do not sell, rent or trade your personal data. We share it with no one else, except where a law in force or a lawful order of a court or government authority requires us to.",
      ],
    },
    {
      heading: "How we protect it",
      paragraphs: [
        "We use reasonable security safeguards to protect your data, including encrypted connections (HTTPS), restricted sign-in for administrators and a record of who accessed it. If a personal data breach ever occurs, we will inform the Data Protection Board of India and the people affected, as the law requires.",
        "The public pages of this website do not use advertising or tracking cookies. Strictly necessary cookies are used only to keep our administrators and trade customers signed in.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under the DPDP Act, 2023, you have the right to:",
        "Access: ask for a summary of the personal data we hold about you and how we are using it.",
        "Correction: ask us to correct, complete or update inaccurate or incomplete data.",
        "Erasure: ask us to delete your data when it is no longer needed or when you withdraw consent.",
        "Withdraw consent: withdraw the consent you gave, as easily as you gave it.",
        "Grievance redressal: have your complaints about our handling of your data heard and resolved by us.",
        "Nominate: nominate another person to exercise these rights on your behalf in the event of your death or incapacity.",
      ],
    },
    {
      heading: "How to withdraw consent or ask us to erase your data",
      paragraphs: [
        "Write to our Grievance Officer at {grievanceEmail}, preferably from the email address you used on the form, and tell us what you would like us to do. You can use the same address to ask for access, correction or to nominate someone.",
        "We may ask you to confirm your identity before acting on a request. Once confirmed, we will stop using your data and delete it, and let you know when this is done.",
      ],
    },
    {
      heading: "Grievance Officer",
      paragraphs: [
        "If you have a question or complaint about how we handle your personal data, please contact our Grievance Officer: {grievanceOfficer}, email {grievanceEmail}, phone {grievancePhone}, {hours}. Post: {siteName}, {address}, {country}.",
        "We will acknowledge your complaint and respond within a reasonable time, and in any case within the period required by law.",
      ],
    },
    {
      heading: "Complaints to the Data Protection Board of India",
      paragraphs: [
        "If you are not satisfied with our response, or we do not respond in time, you may file a complaint with the Data Protection Board of India, after first using our grievance redressal process described above.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Our forms are meant for adults. If you are under 18, please do not submit your details yourself; ask a parent or lawful guardian to contact us instead.",
      ],
    },
    {
      heading: "Changes to this notice",
      paragraphs: [
        "We may update this notice when our practices or the law change. The date below shows when it was last revised.",
        "Last updated: {date}.",
      ],
    },
  ],
};

export type PrivacyText = typeof privacy;
