import { useEffect, useId, useRef, useState } from "react";
import { chatWasOpen } from "#app/submissions/drafts.ts";
import { useSiteText } from "#app/site/site-text.tsx";
import { useHydrated } from "#app/site/use-client-state.ts";
import { supportsPopover } from "#app/site/popover-support.ts";
import { ChatQuickLinks } from "./chat-quick-links";
import { ChatIcon, CloseIcon } from "#app/ui/icons.tsx";
import { CallLink, SiteWhatsAppLink } from "#app/site/reach-links.tsx";

// The chat's script and its replies load only when a visitor starts to use it.
const loadChatPanel = () => import("./chat-panel");
type ChatPanelComponent = Awaited<ReturnType<typeof loadChatPanel>>["ChatPanel"];

const quickPanelClass =
  "fixed inset-x-2 top-auto bottom-16 m-0 w-auto rounded-2xl border border-slate-200 bg-white p-4 text-slate-800 shadow-2xl sm:inset-x-auto sm:right-5 sm:bottom-22 sm:w-96";

const barItemClass =
  "flex min-h-14 items-center justify-center gap-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/**
 * The chat button. On phones it sits in a bar along the bottom edge, beside Call and WhatsApp,
 * so that it never hides part of a line of text; wider screens have room for a round floating
 * button. Before the page's scripts arrive (and without JavaScript) it opens a
 * native popover with quick Call, WhatsApp and enquiry links; once React runs, it opens the
 * scripted chat instead, which takes over a quick panel left open.
 */
export function ChatWidget() {
  const text = useSiteText().common.chat;
  const [open, setOpen] = useState(false);
  // Loaded by hand rather than with React.lazy: Suspense reveals content on a timer, which would
  // hold the chat back under the tests' paused clock.
  const [ChatPanel, setChatPanel] = useState<ChatPanelComponent | null>(null);
  const hydrated = useHydrated();
  const { site } = useSiteText();
  const [phone] = site.phones;
  const rootRef = useRef<HTMLDivElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const quickPanelRef = useRef<HTMLDivElement>(null);
  const quickPanelId = useId();
  const dialogId = useId();

  // A quick panel opened before the scripts arrived, or the chat open on this page in the
  // language the visitor just left, opens the chat.
  useEffect(() => {
    const quickPanel = quickPanelRef.current;
    const tappedEarly = supportsPopover && quickPanel?.matches(":popover-open");
    if (tappedEarly) quickPanel?.hidePopover();
    if (tappedEarly || chatWasOpen(window)) setOpen(true);
  }, []);

  useEffect(() => {
    if (open && !ChatPanel)
      loadChatPanel().then(
        (module) => setChatPanel(() => module.ChatPanel),
        // Offline: the quick links stay, so the visitor can still call, WhatsApp or enquire.
        () => undefined,
      );
  }, [open, ChatPanel]);

  function close({ returnFocus = true } = {}) {
    setOpen(false);
    if (returnFocus) launcherRef.current?.focus();
  }

  // Escape closes the chat wherever focus is in it, the floating close button included.
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      launcherRef.current?.focus();
    }
    root.addEventListener("keydown", onKeyDown);
    return () => root.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div ref={rootRef}>
      {open &&
        (ChatPanel ? (
          <ChatPanel id={dialogId} onClose={close} />
        ) : (
          <div role="status" className={quickPanelClass}>
            <p className="mb-3 text-sm text-slate-600">{text.opening}</p>
            <ChatQuickLinks />
          </div>
        ))}

      <div ref={quickPanelRef} id={quickPanelId} popover="auto" className={quickPanelClass}>
        <p className="mb-3 font-semibold text-brand-800">{text.talkToUs}</p>
        <ChatQuickLinks />
      </div>

      {/* Phones: the bar takes the bottom edge, and this keeps the end of the page above it. Three
          equal columns: Call and WhatsApp keep their places while the parser reaches the chat. */}
      <div aria-hidden="true" className="h-14 sm:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-50 grid grid-cols-3 border-t border-slate-200 bg-white shadow-[0_-2px_8px_rgb(0_0_0/0.08)] sm:contents">
        <CallLink
          phone={phone}
          compact
          className={`${barItemClass} sm:hidden`}
          iconClassName="size-5"
        />
        <SiteWhatsAppLink
          className={`${barItemClass} border-x border-slate-200 sm:hidden`}
          iconClassName="size-5 text-leaf-700"
        />
        <button
          ref={launcherRef}
          type="button"
          data-chat-launcher
          // Before hydration (and without JavaScript) the button opens the quick links natively.
          popoverTarget={quickPanelId}
          aria-expanded={hydrated ? open : undefined}
          aria-controls={open ? dialogId : quickPanelId}
          onPointerDown={() => void loadChatPanel()}
          onFocus={() => void loadChatPanel()}
          onClick={(event) => {
            event.preventDefault();
            if (open) close();
            else setOpen(true);
          }}
          className={`${barItemClass} sm:fixed sm:right-5 sm:bottom-5 sm:z-50 sm:gap-2 sm:rounded-full sm:bg-leaf-700 sm:px-5 sm:text-base sm:text-white sm:shadow-lg sm:hover:bg-leaf-600`}
        >
          {open ? <CloseIcon /> : <ChatIcon />}
          {open ? text.close : text.open}
        </button>
      </div>
    </div>
  );
}
