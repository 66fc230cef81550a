/**
 * Optional web analytics (Google Analytics 4 and/or Yandex Metrica). Nothing of them loads
 * before the visitor accepts cookies; the Content-Security-Policy lets their traffic out only
 * for visitors whose consent cookie the server sees.
 */
export interface AnalyticsConfig {
  ga4?: string;
  yandex?: string;
}

/** Origins each service talks to, added to the CSP once consent is given. */
export function analyticsOrigins(config: AnalyticsConfig): string[] {
  const origins: string[] = [];
  if (config.ga4) {
    origins.push(
      "https://www.googletagmanager.com",
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    );
  }
  if (config.yandex) origins.push("https://mc.yandex.ru", "https://mc.yandex.com", "https://yandex.ru");
  return origins;
}

type Queue = unknown[];
interface AnalyticsWindow {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  ym?: ((...args: unknown[]) => void) & { a?: Queue; l?: number };
}

function addScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Starts the configured services; call only with consent. */
export function startAnalytics(config: AnalyticsConfig): void {
  const w = window as unknown as AnalyticsWindow;
  if (config.ga4 && !w.gtag) {
    w.dataLayer = w.dataLayer ?? [];
    // gtag's documented stub: it queues calls until the library has loaded.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag("js", new Date());
    w.gtag("config", config.ga4, { anonymize_ip: true });
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.ga4)}`);
  }
  if (config.yandex && !w.ym) {
    const ym = ((...args: unknown[]) => (ym.a = ym.a ?? []).push(args)) as NonNullable<AnalyticsWindow["ym"]>;
    ym.l = Date.now();
    w.ym = ym;
    ym(Number(config.yandex), "init", { clickmap: true, trackLinks: true, accurateTrackBounce: true });
    addScript("https://mc.yandex.ru/metrika/tag.js");
  }
}
