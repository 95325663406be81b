import type { AccountText } from "#shared/content/en/account.ts";
import { paths } from "#shared/site-paths.ts";
import { SentPage } from "#app/submissions/sent-page.tsx";

/** What every account page says on static hosting, which has no server and so no accounts. */
export function AccountUnavailable({ text }: { text: AccountText["unavailable"] }) {
  return (
    <SentPage
      title={text.title}
      message={text.text}
      back={{ to: paths.contact, label: text.contact }}
      home={text.home}
    />
  );
}
