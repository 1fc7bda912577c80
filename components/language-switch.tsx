"use client";

import type { FocusEvent, MouseEvent, PointerEvent } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { switchLocale } from "@/lib/routing/locale-paths";

type Props = { target: Locale; text: string; title: string; label: string; className?: string };
type Use = MouseEvent<HTMLAnchorElement> | PointerEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement>;

/**
 * A link to the page in the other language, keeping its path and query (its view:
 * /leaderboard?sort=… -> /ja/leaderboard?sort=…). The server renders the other language's home
 * (it renders each page once, for everyone, and a cached page knows no query); the browser puts
 * in the address it shows as the link is approached or used, since filters change the query
 * without a navigation. No router hook: the header is in every page, prerendered.
 */
export function LanguageSwitch({ target, text, title, label, className }: Props) {
  const here = (event: Use) => {
    event.currentTarget.href = switchLocale(target, `${window.location.pathname}${window.location.search}`);
  };
  return (
    <nav aria-label={label} className={className}>
      <a
        href={switchLocale(target, "/")}
        hrefLang={target}
        lang={target}
        title={title}
        onPointerEnter={here}
        onFocus={here}
        onClick={here}
      >
        {text}
      </a>
    </nav>
  );
}
