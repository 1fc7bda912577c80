import styles from "./runs-pager.module.css";

/**
 * Previous / next links between the pages of a hardware's runs, plain links to addresses that
 * proxy.ts serves from cached paths (/hardware/<slug>?page=N). Nothing without a second page.
 */
export function RunsPager({ slug, page, pageCount }: { slug: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (to: number) => (to === 1 ? `/hardware/${slug}#runs` : `/hardware/${slug}?page=${to}#runs`);
  return (
    <nav className={styles.pager} aria-label="Pages of runs">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          ← Newer
        </a>
      ) : (
        <span className="muted">← Newer</span>
      )}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <a href={href(page + 1)} rel="next">
          Older →
        </a>
      ) : (
        <span className="muted">Older →</span>
      )}
    </nav>
  );
}
