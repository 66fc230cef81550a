import type { CaseScreensCopy } from "../../types.ts";

/** The words inside the case studies' drawn product screens (tools/art/case-screens.ts). */
const screens: CaseScreensCopy = {
  familycredit: {
    product: "Семейные кредиты · Рабочее место помощника",
    application: "Заявка № 2024-118734",
    fields: [
      { title: "Семейный бизнес", text: "Швейная мастерская" },
      { title: "Сумма кредита", text: "120 000 000 сумов" },
      { title: "Махалля", text: "Чиланзарский район" },
    ],
    steps: ["Заявка", "Скоринг", "Оценка", "Договор"],
    score: "Скоринг пройден",
    checks: ["Условия подтверждены", "Цель кредита", "Документы собраны"],
    approve: "Одобрить",
    sendBack: "Вернуть",
    phoneTitle: "Моя заявка",
    inProgress: "На рассмотрении",
    notice: "Мы пришлём SMS",
  },
  kindergarten: {
    product: "Детский сад · Сегодня",
    tiles: [
      { title: "Детей в саду", text: "118 / 126" },
      { title: "Приёмов пищи", text: "3 из 4" },
      { title: "Оплачено", text: "92 %" },
    ],
    chartTitle: "Посещаемость по группам",
    listTitle: "Табель группы 5",
    present: "Пришёл",
    absent: "Нет",
    phoneTitle: "Сегодня",
    day: [
      { title: "Пришёл", text: "08:12" },
      { title: "Обед", text: "Суп и плов" },
      { title: "Оплата за декабрь", text: "Оплачено" },
    ],
    message: "Написать воспитателю",
  },
  neighborhood: {
    product: "Махалля · Обращения",
    requestsTitle: "Обращения жителей",
    requests: [
      { title: "Уличное освещение", text: "В работе" },
      { title: "Ремонт двора", text: "Новое" },
      { title: "Водоснабжение", text: "Решено" },
      { title: "Социальная помощь", text: "Решено" },
    ],
    phoneTitle: "Новое обращение",
    categories: ["Свет", "Дороги", "Вода", "Помощь"],
    describe: "Опишите проблему",
    photo: "Добавить фото",
    send: "Отправить",
  },
};

export default screens;
