import { fill, type Texts } from "@/lib/i18n/fill";
import styles from "./runs-pager.module.css";

/**
 * Previous / next links between the pages of a hardware's runs, plain links to addresses that
 * proxy.ts serves from cached paths (/hardware/<slug>?page=N). Nothing without a second page.
 */
type Props = { path: string; page: number; pageCount: number; texts: Texts<"HardwarePage"> };

export function RunsPager({ path, page, pageCount, texts }: Props) {
  if (pageCount <= 1) return null;
  const href = (to: number) => (to === 1 ? `${path}#runs` : `${path}?page=${to}#runs`);
  return (
    <nav className={styles.pager} aria-label={texts.pagesOfRuns}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          {texts.newer}
        </a>
      ) : (
        <span className="muted">{texts.newer}</span>
      )}
      <span aria-current="page">{fill(texts.pageOf, { page, count: pageCount })}</span>
      {page < pageCount ? (
        <a href={href(page + 1)} rel="next">
          {texts.older}
        </a>
      ) : (
        <span className="muted">{texts.older}</span>
      )}
    </nav>
  );
}
