"use client";

import type { FocusEvent, MouseEvent, PointerEvent } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { splitLocale } from "@/lib/i18n/routing";

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
    const { path } = splitLocale(window.location.pathname);
    event.currentTarget.href = getPathname({ locale: target, href: `${path}${window.location.search}` });
  };
  return (
    <nav aria-label={label} className={className}>
      <a
        href={getPathname({ locale: target, href: "/" })}
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
