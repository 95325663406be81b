import { describe, expect, it } from "vitest";
import { clientKey } from "./rate-limit.server";

describe("client keys", () => {
  it("keeps IPv4 addresses whole", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
  });

  it.each([
    ["2001:db8:85a3:1234:8a2e:370:7334:1", "2001:db8:85a3:1234::/64"],
    ["2001:db8:85a3:1234::1", "2001:db8:85a3:1234::/64"],
    ["2001:0db8:0000:0042::beef", "2001:db8:0:42::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:DB8:85A3:1234:ffff::", "2001:db8:85a3:1234::/64"],
  ])("groups the IPv6 address %s by its /64 prefix", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
