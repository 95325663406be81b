import { ChatWidget } from "#app/chat/chat-widget.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(ChatWidget);
