import decodeQR from "@paulmillr/qr/decode.js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_UPI_NOTE } from "#shared/limits.ts";
import { qrPath, upiLink, upiNote } from "./upi";

describe("the UPI link", () => {
  it("carries the UPI id, payee, amount to the paisa, INR and the note, each encoded", () => {
    const link = upiLink({
      upiId: "mahanadipharma@sbi",
      payee: "Mahanadi Pharma & Co",
      rupees: 12500.5,
      note: "SB-1001 SB-1044",
    });
    expect(link.startsWith("upi://pay?")).toBe(true);
    const fields = Object.fromEntries(new URLSearchParams(link.slice("upi://pay?".length)));
    expect(fields).toEqual({
      pa: "mahanadipharma@sbi",
      pn: "Mahanadi Pharma & Co",
      am: "12500.50",
      cu: "INR",
      tn: "SB-1001 SB-1044",
    });
  });

  it("names the bills while they fit in 50 characters, else the party code and how many", () => {
    expect(upiNote(["SB-1001", "SB-1044"], "P-0042")).toBe("SB-1001 SB-1044");
    const many = Array.from({ length: 7 }, (_, i) => `SB-10${i}0`);
    expect(many.join(" ").length).toBeGreaterThan(MAX_UPI_NOTE);
    expect(upiNote(many, "P-0042")).toBe("P-0042 7 bills");
    expect(upiNote(many, "")).toBe("7 bills");
    expect(upiNote(["X".repeat(60)], "P".repeat(60)).length).toBe(MAX_UPI_NOTE);
  });
});

describe("the QR code", () => {
  it("reads back as the very link, drawn from its path (as the page and React draw it)", async () => {
    const link = upiLink({
      upiId: "mahanadipharma@sbi",
      payee: "Mahanadi Pharma",
      rupees: 20750.5,
      note: "SB-1001 SB-1044",
    });
    const { size, d } = qrPath(link);
    const scale = 8;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size * scale}" height="${size * scale}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
    const { data, info } = await sharp(Buffer.from(svg))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(decodeQR({ width: info.width, height: info.height, data })).toBe(link);
  });
});
