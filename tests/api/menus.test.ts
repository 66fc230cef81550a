import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arrange } from "../../server/content/entries.ts";
import { PublicContent } from "../../server/content/public-content.ts";
import { requestContext, type Services } from "../../server/http/request-context.ts";
import { caseStudies } from "../../content/model/index.ts";
import { EMPTY_PUBLIC_CONFIG } from "../../shared/public-config.ts";
import { siteMenus } from "../../app/site/site-data.server.ts";
import { EDITOR, ENGINES, startTestServer, type TestServer } from "./server.ts";

/**
 * The header's menus as the root loader gives them to every page (issue 29.6): the eight
 * industries with a page, and the case study the Services and Industries menus feature,
 * which follows the order staff give the case studies.
 */
const plain = (text: string | undefined) => text?.replace(/\s/g, " ");

describe.each(ENGINES)("the header's menus on %s", (engine) => {
  let server: TestServer;
  let content: PublicContent;
  const editor = EDITOR;

  beforeAll(async () => {
    server = await startTestServer(engine);
    // One reader for the whole test, as the server keeps one: it must notice staff's change.
    content = new PublicContent(server.database);
  }, 30_000);
  afterAll(async () => server.close());

  const menusIn = (lang: "en" | "ru" | "uz") =>
    siteMenus(
      new RouterContextProvider(
        new Map([
          [
            requestContext,
            {
              origin: "https://www.lojuvard.uz",
              clientAddress: "x",
              services: { content } as unknown as Services,
              publicConfig: EMPTY_PUBLIC_CONFIG,
            },
          ],
        ]),
      ),
      lang,
    );

  it("lists all eight industries, healthcare and government among them, in each language", async () => {
    const en = await menusIn("en");
    expect(en.industries.map((link) => link.href)).toEqual([
      "/industry/ofandprod",
      "/industry/banking",
      "/industry/ecommerce",
      "/industry/logistics",
      "/industry/education",
      "/industry/fintech",
      "/industry/healthcare",
      "/industry/government",
    ]);
    expect((await menusIn("ru")).industries.at(-1)).toEqual({
      href: "/industry/government",
      label: "Государственный сектор",
    });
    expect((await menusIn("uz")).industries.at(-2)).toEqual({
      href: "/industry/healthcare",
      label: "Sogʻliqni saqlash",
    });
  });

  it("features the first case study in staff's order, in the page's language, and follows a new order at once", async () => {
    const ru = (await menusIn("ru")).featured;
    expect(ru).toMatchObject({
      id: "familycredit",
      screen: { src: "/images/art/screens/familycredit.ru.svg", width: 720, height: 440 },
    });
    // The site's typography binds short words with no-break spaces.
    expect(plain(ru?.title)).toBe("Платформа льготных семейных кредитов для государственного банка");
    expect(plain(ru?.figure?.value)).toBe("10 трлн");
    expect((await menusIn("uz")).featured?.screen?.src).toBe("/images/art/screens/familycredit.uz.svg");

    await arrange(server.database, caseStudies, editor, ["neighborhood", "familycredit", "kindergarten"]);
    const en = (await menusIn("en")).featured;
    expect(en?.id).toBe("neighborhood");
    expect(plain(en?.title)).toBe("An online platform for the mahalla");
    expect(en?.figure?.value).toBe("300,000");
    // The users and the monthly active ones are one claim (issue 39.13).
    expect(plain(en?.figure?.label)).toBe("users, about 100,000 of them active every month");
    const uz = (await menusIn("uz")).featured;
    expect(uz?.id).toBe("neighborhood");
    expect(plain(uz?.figure?.value)).toBe("300 000");
  });
});
