import { ChatWidget } from "#app/components/chat-widget.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(ChatWidget);
