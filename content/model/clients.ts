import { choice, image, text, words } from "../../shared/content-model/fields.ts";
import { defineKind, type SeedFile } from "../../shared/content-model/kind.ts";
import { SECTORS } from "./sectors.ts";

/**
 * A client who agreed to be named: its logo in the "Our clients" band of the home page,
 * the case list and the page of its sector. The site starts with eight, their logos drawn;
 * with no client published, no band shows (decision 094).
 */
export const clients = defineKind({
  name: "client",
  area: "proof",
  inboxPath: "proof/clients",
  label: {
    plural: words("Clients", "Клиенты", "Mijozlar"),
    singular: words("Client", "Клиент", "Mijoz"),
    new: words("New client", "Новый клиент", "Yangi mijoz"),
  },
  titleField: "name",
  order: "manual",
  preview: { page: "/casestudies" },
  seed: { entries: async (): Promise<SeedFile> => (await import("../seed/clients.ts")).clientSeed },
  fields: {
    name: text({
      label: words("Name", "Название", "Nomi"),
      help: words(
        "As the client writes it in each language. Read aloud in place of the logo.",
        "Как клиент пишет его на каждом языке. Экранные чтецы прочитают его вместо логотипа.",
        "Mijoz uni har bir tilda qanday yozsa, shunday. Ekran oʻquvchi dasturlar logotip oʻrniga shuni oʻqiydi.",
      ),
      localized: true,
      required: true,
      max: 120,
    }),
    sector: choice({
      label: words("Sector", "Отрасль", "Soha"),
      help: words(
        "The industry page that shows this client too.",
        "Страница отрасли, на которой этот клиент тоже показывается.",
        "Ushbu mijoz ham koʻrsatiladigan soha sahifasi.",
      ),
      required: true,
      options: SECTORS,
    }),
    logo: image({
      label: words("Logo", "Логотип", "Logotip"),
      help: words(
        "The client's logo on a plain background, with the client's permission.",
        "Логотип клиента на однотонном фоне, с его разрешения.",
        "Mijoz logotipi bir xil rangli fonda, uning ruxsati bilan.",
      ),
      required: true,
    }),
    link: text({
      label: words("Website", "Сайт", "Veb-sayt"),
      help: words(
        "Optional: the logo then links to it.",
        "Необязательно: тогда логотип будет ссылкой на него.",
        "Ixtiyoriy: shunda logotip unga havola boʻladi.",
      ),
      max: 300,
      format: "url",
    }),
  },
});
