import encodeQR from "@paulmillr/qr";
import { MAX_UPI_NOTE } from "#shared/limits.ts";

// Paying by UPI without a gateway (docs/product.md#bills-and-payments): NPCI's deep link, which
// any UPI app on the phone opens, and a QR code of the same link for paying from another
// phone. The note (`tn`) names the bills, so staff can tell what a payment was for.

/** The note: the bill numbers while they fit in MAX_UPI_NOTE, else the party code and the count. */
export function upiNote(billNos: readonly string[], partyCode: string) {
  const listed = billNos.join(" ");
  if (listed.length <= MAX_UPI_NOTE) return listed;
  const counted = `${partyCode} ${billNos.length} bills`.trim();
  return counted.slice(0, MAX_UPI_NOTE);
}

/**
 * `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`: the UPI id, the payee's name, the amount in rupees
 * with two decimals, and the note. Each value is percent-encoded.
 */
export function upiLink(pay: { upiId: string; payee: string; rupees: number; note: string }) {
  const values = [
    ["pa", pay.upiId],
    ["pn", pay.payee],
    ["am", pay.rupees.toFixed(2)],
    ["cu", "INR"],
    ["tn", pay.note],
  ];
  return `upi://pay?${values.map(([name, value]) => `${name}=${encodeURIComponent(value!)}`).join("&")}`;
}

/**
 * A QR code of `text` as one SVG path of unit squares (a row's dark run as one rectangle), and
 * its size in modules with a quiet zone of 4: drawn the same by the server's page and React.
 */
export function qrPath(text: string) {
  const modules = encodeQR(text, "raw", { ecc: "medium", border: 4 });
  const parts: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      parts.push(`M${x} ${y}h${end - x + 1}v1h${-(end - x + 1)}z`);
      x = end;
    }
  });
  return { size: modules.length, d: parts.join("") };
}
