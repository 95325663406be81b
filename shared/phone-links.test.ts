import { describe, expect, it } from "vitest";
import { phoneHref, visitorPhoneHref, visitorWhatsappHref, whatsappHref } from "./phone-links";

describe("phone links", () => {
  it.each([
    ["+91 94370 12345", "tel:+919437012345"],
    ["+91 671 230 4567", "tel:+916712304567"],
    ["0671 230 4567", "tel:+916712304567"],
    ["94370 12345", "tel:+919437012345"],
    ["+44 20 7946 0000", "tel:+442079460000"],
  ])("calls the company's %s with the country code", (display, href) => {
    expect(phoneHref(display)).toBe(href);
  });

  it("opens a WhatsApp chat, with the message encoded when there is one", () => {
    expect(whatsappHref("919437012345")).toBe("https://wa.me/919437012345");
    expect(whatsappHref("+91 94370 12345", "Hello & 'bye'?")).toBe(
      "https://wa.me/919437012345?text=Hello%20%26%20'bye'%3F",
    );
  });

  it("dials a visitor's number as they typed it", () => {
    expect(visitorPhoneHref("9437011111")).toBe("tel:9437011111");
    expect(visitorPhoneHref("+91 (94370) 11111")).toBe("tel:+919437011111");
  });

  it.each([
    ["9437011111", "919437011111"],
    ["09437011111", "919437011111"],
    ["+91 94370 11111", "919437011111"],
    ["+44 20 7946 0000", "442079460000"],
  ])("gives WhatsApp a visitor's %s with its country code", (phone, digits) => {
    expect(visitorWhatsappHref(phone, "Hi")).toBe(`https://wa.me/${digits}?text=Hi`);
  });
});
