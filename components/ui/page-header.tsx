import type { ReactNode } from "react";

/**
 * A page's title block: an eyebrow (what kind of page), the title, a subtitle and a line of facts. Data pages
 * put their stat cards right after it.
 */
export function PageHeader({
  eyebrow,
  title,
  subtitle,
  meta,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {subtitle && <p className="lead">{subtitle}</p>}
      {meta && <p className="meta-line">{meta}</p>}
      {children}
    </header>
  );
}
