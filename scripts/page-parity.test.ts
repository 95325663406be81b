import { describe, expect, it } from "vitest";
import { numberIds, pageParts, partDifferences, withoutIslands } from "./page-parity";

// The build's check that the site's renderer writes React Router's pages: what it lets differ,
// and that it lets nothing else through.

const page = ({ head = "<title>About</title>", main = "<p>Text</p>", after = "" } = {}) =>
  `<!DOCTYPE html><html lang="en-IN"><head>${head}</head><body><header><a href="/">Home</a></header>` +
  `<main id="main">${main}</main><footer><p>©</p></footer>${after}<script>run()</script></body></html>`;

describe("the renderer's pages against React Router's", () => {
  it("lets only React Router's link marks, ids, island wrappers and its scripts differ", () => {
    const reactRouter = page({
      head: '<title>About</title><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/s.css#"/>',
      main: '<a href="/x" data-discover="true">X</a><button aria-controls="_R_5a_">Menu</button><div id="_R_5a_"></div>',
      after: "<div>chat</div>",
    });
    const renderer = page({
      head: "<title>About</title><style>body{}</style>",
      main:
        '<a href="/x">X</a><div class="contents" data-island="menu" data-island-id="menu0" data-when="interaction" data-src="/assets/menu.js" data-preload=\'[]\'>' +
        '<button aria-controls="_menu0-R_1_">Menu</button><div id="_menu0-R_1_"></div></div>' +
        '<script type="application/json" data-island-props="menu0">{"a":"\\u003c/script\\u003e"}</script>',
      after: "<div>chat</div>",
    });
    expect(partDifferences(pageParts(renderer), pageParts(reactRouter))).toEqual([]);
  });

  it("reports a part that differs, where it differs", () => {
    const differences = partDifferences(
      pageParts(page({ main: "<p>Txt</p>" })),
      pageParts(page({ main: "<p>Text</p>" })),
    );
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatch(/^ {2}<main> differs at character 20:/);
  });

  it("compares structured data as data, and sees it differ", () => {
    const jsonLd = (json: string) =>
      page({ head: `<script type="application/ld+json">${json}</script>` });
    const same = partDifferences(
      pageParts(jsonLd('{"name":"A \\u0026 B"}')),
      pageParts(jsonLd('{"name":"A & B"}')),
    );
    expect(same).toEqual([]);
    expect(
      partDifferences(pageParts(jsonLd('{"name":"A"}')), pageParts(jsonLd('{"name":"B"}'))),
    ).toHaveLength(1);
  });

  it("keeps an id's links when numbering ids: a control pointing elsewhere still differs", () => {
    expect(numberIds('<b aria-controls="_R_1_"></b><i id="_R_1_"></i>')).toBe(
      '<b aria-controls="_id0_"></b><i id="_id0_"></i>',
    );
    expect(numberIds('<b aria-controls="_R_1_"></b><i id="_R_2_"></i>')).not.toBe(
      numberIds('<b aria-controls="_R_1_"></b><i id="_R_1_"></i>'),
    );
  });

  it("takes out an island's container and props, keeping the island's own HTML", () => {
    expect(
      withoutIslands(
        '<p><div class="contents" data-island="chat" data-island-id="chat0" data-when="load" data-src="/c.js" data-preload=\'[]\'><div>in</div></div><script type="application/json" data-island-props="chat0">{}</script></p>',
      ),
    ).toBe("<p><div>in</div></p>");
  });
});
