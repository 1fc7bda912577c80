import type { HTMLAttributes } from "react";

type Props = HTMLAttributes<HTMLElement> & { as?: "div" | "article" | "section" | "figure" | "aside" };

/** A bordered surface that groups one thing (a test, a note, a compared run). */
export function Card({ as: Element = "div", className, ...props }: Props) {
  return <Element className={className ? `card ${className}` : "card"} {...props} />;
}
