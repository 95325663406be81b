import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import type { Route } from "./+types/account-layout";
import { AccountStatus } from "#app/components/account-status.tsx";
import AccountLayout, { loader } from "#app/routes/account-layout.tsx";
import { texts } from "#shared/content/text.ts";
import { renderOnPage } from "#tests/support/component.tsx";

// Static hosting has no server, so no accounts (docs/product.md#static-hosting).
vi.mock("#app/lib/static-mode.ts", () => ({ staticMode: true }));

it("on static hosting, the account pages say accounts need the server, and no sign-in shows", () => {
  window.localStorage.setItem("account-shop", "Maa Tarini Medical Store");
  const loaderData = loader({
    request: new Request("https://pharma.example/or/account/request"),
  } as Route.LoaderArgs);
  const { unavailable } = texts.or.account;
  expect(loaderData.unavailable).toEqual(unavailable);

  renderOnPage(
    <>
      <AccountStatus className="" linkClass="" buttonClass="" />
      <AccountLayout {...({ loaderData } as Route.ComponentProps)} />
    </>,
    { path: "/or/account/request", locale: "or" },
  );
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(unavailable.title);
  expect(screen.getByText(unavailable.text)).toBeTruthy();
  expect(screen.getByRole("link", { name: unavailable.contact }).getAttribute("href")).toBe(
    "/or/contact",
  );
  expect(screen.queryByRole("link", { name: texts.or.account.frame.signIn })).toBeNull();
  expect(screen.queryByText(/Maa Tarini/)).toBeNull();
  window.localStorage.clear();
});
