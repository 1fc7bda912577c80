import type { ReactNode } from "react";

/** A numbered page section, as the seed pages number theirs ("04 Test suite · 11 benchmarks"). */
export function Section({
  number,
  title,
  id,
  children,
}: {
  number?: string;
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {number && <span className="number">{number}</span>}
        <span>{title}</span>
      </h2>
      {children}
    </section>
  );
}
