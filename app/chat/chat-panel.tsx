import { useEffect, useMemo, useRef, useState } from "react";
import { SiteLink } from "#app/site/site-link.tsx";
import { CHAT_REPLY_DELAY_MS } from "#shared/constants.ts";
import { chatIn, type ChatCardText, type ChatReply } from "#app/chat/chat.ts";
import { createMessage, type ChatLink, type ChatMessage } from "#app/chat/chat-messages.ts";
import { matchMedicines } from "#app/catalogue/find-medicines.ts";
import { useSiteText } from "#app/site/site-text.tsx";
import { fill } from "#shared/text-format.ts";
import { ChatItemCards } from "./chat-item-cards";
import { ChatQuickLinks } from "./chat-quick-links";
import { CloseIcon, SendIcon } from "#app/ui/icons.tsx";

/** On narrow screens the panel covers most of the page: a link followed from it closes it. */
const coversPage = () => window.matchMedia("(max-width: 639.98px)").matches;

function MessageLink({
  link,
  newTab,
  onFollow,
}: {
  link: ChatLink;
  newTab: string;
  onFollow: () => void;
}) {
  const className =
    "inline-flex min-h-8 items-center rounded-2xl border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50";
  if (link.href.startsWith("/")) {
    return (
      <SiteLink to={link.href} className={className} onClick={onFollow}>
        {link.label}
      </SiteLink>
    );
  }
  const external = link.href.startsWith("http");
  return (
    <a
      href={link.href}
      className={className}
      onClick={onFollow}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {link.label}
      {external && <span className="sr-only">{newTab}</span>}
    </a>
  );
}

/** Below this visible height (a phone with its keyboard open) the panel's frame is compact. */
const SHORT_VIEW_PX = 480;

/**
 * Where the panel fits: above the on-screen keyboard when one is open. Phones' browsers lay the
 * page out at the screen's full height and cover its bottom with the keyboard (only the visual
 * viewport shrinks), so the panel is moved up by the covered height and kept to the visible one.
 */
function useVisibleFrame() {
  const [frame, setFrame] = useState<{
    keyboard?: { bottom: number; height: number };
    short: boolean;
  }>({ short: false });
  useEffect(() => {
    const view = window.visualViewport;
    function update() {
      const height = view?.height ?? window.innerHeight;
      const covered = view ? window.innerHeight - view.height - view.offsetTop : 0;
      // A pinch-zoomed page also shows less than its layout: that is no keyboard.
      const keyboard =
        view && covered > 1 && Math.abs(view.scale - 1) < 0.01
          ? { bottom: covered, height }
          : undefined;
      setFrame({ keyboard, short: height < SHORT_VIEW_PX });
    }
    update();
    const target = view ?? window;
    target.addEventListener("resize", update);
    view?.addEventListener("scroll", update);
    return () => {
      target.removeEventListener("resize", update);
      view?.removeEventListener("scroll", update);
    };
  }, []);
  return frame;
}

type Props = {
  id: string;
  /** Closes the chat; `returnFocus` false when the visitor is leaving for a link. */
  onClose: (options?: { returnFocus: boolean }) => void;
};

/**
 * The scripted chat: loaded only when a visitor opens it (chat-widget.tsx). It keeps the quick
 * Call, WhatsApp and enquiry links the panel showed before it arrived.
 */
export function ChatPanel({ id, onClose }: Props) {
  const { locale, common, site, closed, contentVersion } = useSiteText();
  const text = common.chat;
  // The assistant's words in the page's language, of the content the page shows: fetched once;
  // none when they cannot be (offline), and the panel says so.
  const assistant = useMemo(
    () => chatIn(locale, site, contentVersion, matchMedicines, closed).catch(() => undefined),
    [locale, site, contentVersion, closed],
  );
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [cardText, setCardText] = useState<ChatCardText | null>(null);
  const frame = useVisibleFrame();
  const [draft, setDraft] = useState("");
  const [pendingReplies, setPendingReplies] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);
  const titleId = `${id}-title`;

  useEffect(() => inputRef.current?.focus(), []);

  // The conversation starts with the greeting, once the assistant's words have arrived; without
  // them, it says so, and the quick links above still reach a person.
  useEffect(() => {
    void assistant.then((found) => {
      if (found) setCardText(found.cards);
      const first = found?.greeting ?? text.unavailable;
      setMessages((current) => (current.length ? current : [createMessage("bot", first)]));
    });
  }, [assistant, text.unavailable]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pendingReplies]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  function followLink() {
    if (coversPage()) onClose({ returnFocus: false });
  }

  function send(event: React.FormEvent) {
    event.preventDefault();
    const said = draft.trim();
    if (!said) return;
    setMessages((current) => [...current, createMessage("user", said)]);
    setDraft("");
    setPendingReplies((count) => count + 1);
    // An item question is looked up at once; its answer shows when the typing delay is over.
    const answer = assistant.then(
      (found): Promise<ChatReply> | ChatReply =>
        found?.reply(said) ?? { reply: text.unavailable, links: [] },
    );
    timers.current.push(
      window.setTimeout(
        () =>
          void answer.then(({ reply, links, items }) => {
            setMessages((current) => [...current, createMessage("bot", reply, links, items)]);
            setPendingReplies((count) => count - 1);
          }),
        CHAT_REPLY_DELAY_MS,
      ),
    );
  }

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      // Above an open keyboard the panel takes the visible height: the messages keep their room.
      style={
        frame.keyboard
          ? { bottom: frame.keyboard.bottom + 8, maxHeight: frame.keyboard.height - 16 }
          : undefined
      }
      className="fixed inset-x-2 bottom-16 z-50 flex max-h-[min(34rem,calc(100dvh-6rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-5 sm:bottom-22 sm:w-96"
    >
      <div
        className={`flex items-center justify-between bg-brand-700 px-4 text-white ${frame.short ? "py-1" : "py-3"}`}
      >
        <div>
          <h2 id={titleId} className="font-semibold">
            {fill(text.title, { company: site.shortName })}
          </h2>
          {!frame.short && <p className="text-sm text-brand-100">{text.subtitle}</p>}
        </div>
        <button
          type="button"
          onClick={() => onClose()}
          className="flex size-11 items-center justify-center rounded-full hover:bg-white/15"
          aria-label={text.close}
        >
          <CloseIcon />
        </button>
      </div>
      <ChatQuickLinks
        className="border-b border-slate-200 px-3 py-2"
        oneRow={frame.short}
        onFollow={followLink}
      />

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={text.log}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto bg-canvas p-4"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            data-sender={message.sender}
            className={`flex flex-col gap-2 ${message.sender === "user" ? "items-end" : "items-start"}`}
          >
            <p
              className={`max-w-[85%] rounded-2xl px-4 py-2 whitespace-pre-line ${
                message.sender === "user"
                  ? "rounded-br-sm bg-brand-700 text-white"
                  : "rounded-bl-sm border border-slate-200 bg-white text-slate-800"
              }`}
            >
              <span className="sr-only">
                {message.sender === "user" ? text.you : text.assistant}
              </span>
              {message.text}
            </p>
            {message.items && message.items.length > 0 && cardText && (
              <ChatItemCards items={message.items} text={cardText} />
            )}
            {message.links && message.links.length > 0 && (
              <div className="flex max-w-[85%] flex-wrap gap-2">
                {message.links.map((link) => (
                  <MessageLink
                    key={link.href}
                    link={link}
                    newTab={common.newTab}
                    onFollow={followLink}
                  />
                ))}
              </div>
            )}
          </div>
        ))}
        {pendingReplies > 0 && (
          <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="typing">
            <span className="flex gap-1" aria-hidden="true">
              <span className="size-2 animate-bounce rounded-full bg-slate-500" />
              <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms]" />
              <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms]" />
            </span>
            {text.typing}
          </p>
        )}
      </div>

      <form
        onSubmit={send}
        className={`flex gap-2 border-t border-slate-200 ${frame.short ? "p-2" : "p-3"}`}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {text.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          placeholder={text.placeholder}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-4 placeholder:text-slate-500 focus:border-brand-600"
        />
        <button
          type="submit"
          aria-label={text.send}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
        >
          <SendIcon />
        </button>
      </form>
    </div>
  );
}
