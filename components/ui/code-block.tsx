import type { ReactNode } from "react";

/**
 * Preformatted text with an accessible name (a command, a model's answer): a `<pre>` cannot carry
 * one (its role is generic), so the name sits on a `<figure>` around it. `wrap` breaks long lines
 * instead of scrolling them (answers, launch commands).
 */
export function CodeBlock({ label, wrap = false, children }: { label: string; wrap?: boolean; children: ReactNode }) {
  return (
    <figure className="code-block" aria-label={label}>
      {/* A long line scrolls: keyboard users reach it with Tab (a wrapped block never scrolls). */}
      <pre className={wrap ? "wrap" : undefined} tabIndex={wrap ? undefined : 0}>
        {children}
      </pre>
    </figure>
  );
}
