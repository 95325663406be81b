// Two instances of the site on one PostgreSQL database, customers placing orders on both at
// once, with a slow mail server (docs/product.md#orders): no order number is given twice and
// each order's mails go out once, whichever instance placed it and whichever sends it.
import { describe, expect, it } from "vitest";
import { noTradeFields } from "#shared/schemas/catalogue-items.ts";
import { publishCatalogue } from "#server/catalogue/catalogue-store.server.ts";
import { call, customerMadeByStaff } from "#tests/support/customers.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import { dialects } from "#tests/support/test-server.ts";
import { mailFromTwoInstances } from "#tests/support/two-instances.ts";

const CUSTOMERS = 3;
const ORDERS_EACH = 4;

describe.skipIf(!dialects.includes("postgres"))(
  "orders placed on two instances sharing one PostgreSQL database",
  () => {
    it("never get one number twice, and each is notified once to the company and once to its customer", async () => {
      // A claim of the outbox is good for 1 s and each mail takes 100 ms to be accepted: both
      // instances' workers compete for every row.
      let numbers: number[] = [];
      const env = { ...adminEnv, NOTIFY_TO: "orders@pharma.example" };
      const received = await mailFromTwoInstances(
        { acceptAfterMs: 100, env, sentWithinMs: 30_000 },
        async (instances) => {
          await publishCatalogue(
            instances[0].database,
            [
              {
                name: "Zencarb 150",
                manufacturer: "Anandvan Oncolabs",
                composition: "",
                pack: "1 vial",
                category: "",
                code: "ZC150",
                ...noTradeFields,
                rate: 4574.8,
                scheme: "10+1",
              },
            ],
            "test",
          );
          await Promise.all(instances.map((instance) => instance.catalogue.refresh()));
          const staff = await adminCookie(instances[0].url);
          const customers: { id: string; cookie: string }[] = [];
          for (let n = 1; n <= CUSTOMERS; n++)
            customers.push(
              await customerMadeByStaff(instances[0].url, staff, {
                shopName: `Chemist ${n}`,
                contactName: "Sanjay Behera",
                phone: `943705000${n}`,
                email: `chemist${n}@example.com`,
              }),
            );

          // Every customer places on both instances at once, alternating.
          const placed = await Promise.all(
            Array.from({ length: CUSTOMERS * ORDERS_EACH }, async (_, i) => {
              const instance = instances[i % 2]!;
              const customer = customers[i % CUSTOMERS]!;
              const answer = await call(`${instance.url}/api/orders`, "POST", customer.cookie, {
                items: [{ itemId: "ZC150", quantity: 10 + i }],
              });
              expect(answer.status).toBe(201);
              return (await answer.json()) as { id: string; number: number };
            }),
          );
          numbers = placed.map((order) => order.number);
          expect(new Set(numbers).size).toBe(placed.length);
        },
      );
      const subjects = received.map((mail) => mail.subject ?? "");
      const toCompany = subjects.filter((subject) => subject.startsWith("New order "));
      const toCustomers = subjects.filter((subject) => / received – /.test(subject));
      const numberIn = (subject: string) => Number(/order (\d+)/i.exec(subject)?.[1]);
      const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
      expect(sorted(toCompany.map(numberIn))).toEqual(sorted(numbers));
      expect(sorted(toCustomers.map(numberIn))).toEqual(sorted(numbers));
    });
  },
);
