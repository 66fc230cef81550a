import { useEffect } from "react";
import { useT } from "../../site/use-site.ts";
import { ScrollReveal } from "../../document/scroll-reveal.ts";
import { BootLoader } from "./BootLoader.tsx";
import { CookieNotice } from "./CookieNotice.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { QuoteProvider } from "./QuoteDialog.tsx";
import { ToastOutlet } from "../toast/toast.tsx";
import { Analytics } from "./Analytics.tsx";

/** The base layout (spec §2): header, the page, footer, and the root view's loader and cookie notice. */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  const t = useT();
  // Marks the document once React has taken over (tests and styles can rely on it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <QuoteProvider>
      <BootLoader label={t.loader.label} />
      <a href="#main" className="skip-link">
        {t.common.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieNotice />
      <ToastOutlet closeLabel={t.forms.toast.close} />
      <Analytics />
      <ScrollReveal />
    </QuoteProvider>
  );
}
