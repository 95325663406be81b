import { useId, useState } from "react";
import { FocusHeading } from "#app/admin/focus-heading.tsx";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { controlClass } from "#app/ui/search-bar.tsx";
import { INVITATION_LINK_MS } from "#shared/limits.ts";
import { whatsappHref } from "#shared/phone-links.ts";
import { loginMobile, type Invitation } from "#shared/schemas/customers.ts";

const LINK_DAYS = Math.round(INVITATION_LINK_MS / (24 * 60 * 60 * 1000));

/** What staff send: the server's message, with the link added if the message lacks it. */
function messageOf({ inviteUrl, invitation }: Invitation) {
  return invitation.text.includes(inviteUrl)
    ? invitation.text
    : `${invitation.text}\n\n${inviteUrl}`;
}

/**
 * The link a customer sets their password with, as the server made it, and the ways to send
 * it: the site never mails it itself, so staff send it from their own mail or WhatsApp.
 */
export function InvitationBox({
  answer,
  email,
  phone,
  headingRef,
}: {
  answer: Invitation;
  /** The customer's email and phone when the link was made. */
  email: string;
  phone: string;
  /** Takes the focus once the link is made. */
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  const [copied, setCopied] = useState("");
  const mobile = loginMobile(phone);
  const message = messageOf(answer);
  const mailto = `mailto:${email}?subject=${encodeURIComponent(answer.invitation.subject)}&body=${encodeURIComponent(message)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(answer.inviteUrl);
      setCopied("Link copied.");
    } catch {
      // No clipboard (an older browser, a page not served over HTTPS): the field can be copied.
      setCopied("The link could not be copied here: select it in the box and copy it.");
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <FocusHeading
        as="h3"
        id={`${id}-heading`}
        ref={headingRef}
        className="text-lg font-semibold text-brand-900"
      >
        Invitation
      </FocusHeading>
      <p className="max-w-prose text-slate-800">
        The website never sends this invitation itself: send it to the customer yourself, by email,
        WhatsApp or another way. The link lets them set a password once and works for {LINK_DAYS}{" "}
        days. Making a new link stops this one working.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-link`} className="text-sm font-medium">
          Invitation link
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-link`}
            type="text"
            readOnly
            value={answer.inviteUrl}
            onFocus={(event) => event.currentTarget.select()}
            className={`${controlClass} w-full min-w-0 flex-1 sm:min-w-80`}
          />
          <Button size="md" onClick={() => void copy()}>
            Copy link
          </Button>
        </div>
        <p role="status" className="min-h-6 text-sm font-medium text-leaf-700">
          {copied}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {email && (
          <a href={mailto} className={buttonClass("outline", "md")}>
            Email the invitation<span className="sr-only"> to {email}</span>
          </a>
        )}
        {mobile && (
          <a href={whatsappHref(`91${mobile}`, message)} className={buttonClass("outline", "md")}>
            Send on WhatsApp<span className="sr-only"> to {mobile}</span>
          </a>
        )}
      </div>
      {!email && !mobile && (
        <p className="text-sm text-slate-700">
          The customer has no email and no mobile number: copy the link and send it another way.
        </p>
      )}
    </section>
  );
}
