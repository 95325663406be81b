// The behavioural constants of docs/product.md#constants-and-limits, in one place.
export const SLIDE_INTERVAL_MS = 2500;
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const STATUS_MESSAGE_MS = 5000;
export const CHAT_REPLY_DELAY_MS = 1000;
export const COUNTER_TICK_MS = 50;
export const YEARS_STEP = 1;
export const CLIENTS_STEP = 2000;
