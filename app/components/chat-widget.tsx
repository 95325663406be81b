import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { CHAT_REPLY_DELAY_MS } from "#app/constants.ts";
import { site } from "#app/content/site.ts";
import { createMessage, type ChatLink, type ChatMessage } from "#app/lib/chat-messages.ts";
import { useSiteText } from "#app/lib/site-text.tsx";
import { fill } from "#app/lib/text-format.ts";
import type { Locale } from "#app/site-paths.ts";
import { ChatIcon, CloseIcon, SendIcon } from "./icons";

/**
 * The assistant in the page's language, loaded when the visitor first opens the chat: the
 * matcher with its keywords in every script, and that language's replies. No page carries them
 * before.
 */
const assistants = new Map<Locale, ReturnType<typeof loadAssistant>>();
const loadAssistant = (locale: Locale) =>
  import("#app/lib/chat.ts").then((module) => module.chatIn(locale));
function assistantIn(locale: Locale) {
  if (!assistants.has(locale)) assistants.set(locale, loadAssistant(locale));
  return assistants.get(locale)!;
}

function MessageLink({ link, newTab }: { link: ChatLink; newTab: string }) {
  const className =
    "inline-flex min-h-8 items-center rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50";
  if (link.href.startsWith("/")) {
    return (
      <Link to={link.href} className={className}>
        {link.label}
      </Link>
    );
  }
  const external = link.href.startsWith("http");
  return (
    <a
      href={link.href}
      className={className}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {link.label}
      {external && <span className="sr-only">{newTab}</span>}
    </a>
  );
}

export function ChatWidget() {
  const { locale, common } = useSiteText();
  const text = common.chat;
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  const [pendingReplies, setPendingReplies] = useState(0);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);
  const dialogId = useId();
  const titleId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pendingReplies, open]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  function close() {
    setOpen(false);
    launcherRef.current?.focus();
  }

  function openChat() {
    setOpen(true);
    // The conversation starts with the greeting, once the assistant's words have arrived.
    void assistantIn(locale).then((assistant) =>
      setMessages((current) =>
        current.length ? current : [createMessage("bot", assistant.greeting)],
      ),
    );
  }

  function send(event: React.FormEvent) {
    event.preventDefault();
    const said = draft.trim();
    if (!said) return;
    setMessages((current) => [...current, createMessage("user", said)]);
    setDraft("");
    setPendingReplies((count) => count + 1);
    // The reply comes a second after sending, in the language of the page at that moment.
    const answering = assistantIn(locale);
    timers.current.push(
      window.setTimeout(
        () =>
          void answering.then((assistant) => {
            const { reply, links } = assistant.reply(said);
            setMessages((current) => [...current, createMessage("bot", reply, links)]);
            setPendingReplies((count) => count - 1);
          }),
        CHAT_REPLY_DELAY_MS,
      ),
    );
  }

  return (
    <>
      {open && (
        // Escape inside the (non-modal) dialog closes it and returns focus to the launcher.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          id={dialogId}
          role="dialog"
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
          className="fixed inset-x-2 bottom-20 z-50 flex max-h-[min(34rem,calc(100dvh-6.5rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-5 sm:w-96"
        >
          <div className="flex items-center justify-between bg-brand-700 px-4 py-3 text-white">
            <div>
              <h2 id={titleId} className="font-semibold">
                {fill(text.title, { company: site.shortName })}
              </h2>
              <p className="text-sm text-brand-100">{text.subtitle}</p>
            </div>
            <button
              type="button"
              onClick={close}
              className="flex size-11 items-center justify-center rounded-full hover:bg-white/15"
              aria-label={text.close}
            >
              <CloseIcon />
            </button>
          </div>

          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label={text.log}
            className="flex-1 space-y-3 overflow-y-auto bg-canvas p-4"
          >
            {messages.map((message) => (
              <div
                key={message.id}
                data-sender={message.sender}
                className={`flex flex-col gap-2 ${message.sender === "user" ? "items-end" : "items-start"}`}
              >
                <p
                  className={`max-w-[85%] rounded-2xl px-4 py-2 ${
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
                {message.links && message.links.length > 0 && (
                  <div className="flex max-w-[85%] flex-wrap gap-2">
                    {message.links.map((link) => (
                      <MessageLink key={link.href} link={link} newTab={common.newTab} />
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

          <form onSubmit={send} className="flex gap-2 border-t border-slate-200 p-3">
            <label htmlFor={`${dialogId}-input`} className="sr-only">
              {text.inputLabel}
            </label>
            <input
              ref={inputRef}
              id={`${dialogId}-input`}
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
      )}

      <button
        ref={launcherRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => (open ? close() : openChat())}
        className="fixed right-4 bottom-4 z-50 flex min-h-14 min-w-14 items-center justify-center gap-2 rounded-full bg-leaf-700 px-4 font-semibold sm:px-5 text-white shadow-lg hover:bg-leaf-600 sm:right-5 sm:bottom-5"
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        <span className="sr-only sm:not-sr-only">{open ? text.close : text.open}</span>
      </button>
    </>
  );
}
