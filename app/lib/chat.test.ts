import { describe, expect, it } from "vitest";
import { chatDefaultReply, chatRules } from "#app/content/chat-script.ts";
import { createMessage, normaliseChatText, scriptedReply } from "./chat";

const replyOf = (topic: string) => chatRules.find((rule) => rule.topic === topic)!.reply;

describe("scriptedReply", () => {
  it("keeps the spec's keyword groups in order", () => {
    const topics = chatRules.map((rule) => rule.topic);
    const order = [
      ["greeting", "about", "company", "experience", "products"],
      ["medical consumables", "surgical disposables", "otc products"],
      ["contact", "phone", "email", "address", "location", "hours", "timing", "open"],
      ["services", "delivery", "bulk", "careers", "jobs", "apply", "quality", "certified"],
      ["thank", "bye", "help"],
    ].flat();
    expect(topics).toEqual(order);
  });

  it("matches case-insensitively by substring", () => {
    expect(scriptedReply("HELLO there").reply).toBe(replyOf("greeting"));
    expect(scriptedReply("Is home DELIVERY available?").reply).toBe(replyOf("delivery"));
    expect(scriptedReply("we need consumables").reply).toBe(replyOf("medical consumables"));
  });

  it("gives the earlier group's reply when two groups match", () => {
    expect(scriptedReply("Do you deliver surgical items?").reply).toBe(
      replyOf("surgical disposables"),
    );
    expect(scriptedReply("thank you, what is your phone number").reply).toBe(replyOf("phone"));
    expect(scriptedReply("help me with bulk orders").reply).toBe(replyOf("bulk"));
  });

  it("matches the greeting 'hi' as a word, not inside other words", () => {
    expect(scriptedReply("Hi!").reply).toBe(replyOf("greeting"));
    expect(scriptedReply("which").reply).toBe(chatDefaultReply.reply);
  });

  it("falls back to the default reply with its next steps", () => {
    const answer = scriptedReply("qwerty zzz");
    expect(answer.reply).toBe(chatDefaultReply.reply);
    expect(answer.links.length).toBeGreaterThan(0);
  });

  it("offers a next step with every reply", () => {
    for (const rule of chatRules) expect(rule.links?.length, rule.topic).toBeGreaterThan(0);
  });

  it("never claims FDA approval", () => {
    for (const rule of chatRules) expect(rule.reply).not.toMatch(/FDA/);
  });
});

describe("normaliseChatText", () => {
  it("lower-cases, turns punctuation into spaces and pads", () => {
    expect(normaliseChatText("Hi, OTC?")).toBe(" hi otc ");
  });
});

describe("createMessage", () => {
  it("carries id, text, sender and timestamp", () => {
    const a = createMessage("user", "hello");
    const b = createMessage("bot", "hi");
    expect(a).toMatchObject({ text: "hello", sender: "user" });
    expect(typeof a.timestamp).toBe("number");
    expect(a.id).not.toBe(b.id);
  });
});
