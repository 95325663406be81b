import type { IncomingMessage } from "node:http";

const plain = (address: string | undefined) => (address ?? "unknown").replace(/^::ffff:/, "");

/**
 * The visitor's address, for rate limits and the audit log. X-Forwarded-For is believed only
 * when the connection comes from a trusted proxy, and then only up to the first address that
 * is not itself a trusted proxy (reading from the right), so a visitor cannot spoof it.
 */
export function clientAddress(request: IncomingMessage, trustedProxies: string[]): string {
  const peer = plain(request.socket.remoteAddress);
  if (!trustedProxies.includes(peer)) return peer;
  const header = request.headers["x-forwarded-for"];
  const chain = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = plain(chain[i]);
    if (!trustedProxies.includes(address)) return address;
  }
  return peer;
}

/** The scheme the visitor used: from the socket, or from a trusted proxy's X-Forwarded-Proto. */
export function visitorScheme(
  request: IncomingMessage,
  trustedProxies: string[],
): "http" | "https" {
  if ("encrypted" in request.socket && request.socket.encrypted) return "https";
  if (!trustedProxies.includes(plain(request.socket.remoteAddress))) return "http";
  const proto = request.headers["x-forwarded-proto"];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim() === "https"
    ? "https"
    : "http";
}
