import { LANGUAGES, LANGUAGE_NAMES, localizePath, type Language } from "../../../shared/i18n/languages.ts";
import { storeLanguage } from "../../i18n/store-language.ts";
import { useDisclosure } from "../../hooks/use-disclosure.ts";
import { useSite } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";

/**
 * The language dropdown (spec §2, §4): opens on click, closes when the pointer
 * leaves; choosing a language stores it and reloads the page if it changed.
 * Each option is a real link to that language's URL, so it works without JavaScript.
 */
export function LanguageMenu({ variant = "header" }: { variant?: "header" | "mobile" }) {
  const { lang, prefixed, path, t } = useSite();
  const menu = useDisclosure({ closeOnPointerLeave: true });

  function choose(event: React.MouseEvent<HTMLAnchorElement>, next: Language) {
    event.preventDefault();
    menu.close();
    const stored = storeLanguage(next);
    if (next === lang) return;
    // A prefixed URL names its language; an unprefixed one is rendered by the cookie's.
    if (prefixed) window.location.assign(localizePath(path, next) + window.location.search);
    else void stored.then(() => window.location.reload());
  }

  return (
    <div className={`lang-menu lang-menu--${variant}`} {...menu.rootProps}>
      <button
        className="lang-menu__button"
        {...menu.buttonProps}
        // The visible code comes first: a spoken command ("click UZ") matches the name (WCAG 2.5.3).
        aria-label={`${lang.toUpperCase()}, ${t.language.choose}: ${LANGUAGE_NAMES[lang]}`}
      >
        <Icon name="globe" size={18} />
        <span aria-hidden="true">{lang.toUpperCase()}</span>
        <Icon name="chevronDown" size={16} className="lang-menu__chevron" />
      </button>
      <ul className="lang-menu__list" {...menu.panelProps}>
        {LANGUAGES.map((option) => (
          <li key={option}>
            <a
              href={localizePath(path, option)}
              hrefLang={option}
              lang={option}
              aria-current={option === lang ? "true" : undefined}
              className="lang-menu__option"
              onClick={(event) => choose(event, option)}
            >
              <span className="lang-menu__code" aria-hidden="true">
                {option.toUpperCase()}
              </span>
              {LANGUAGE_NAMES[option]}
              {option === lang ? <Icon name="check" size={16} className="lang-menu__check" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
