import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

/**
 * The classes of a button of `variant` and `size` (globals.css `.button`), for a link or a summary
 * that looks like a button.
 */
export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return ["button", variant === "primary" ? "" : variant, size === "md" ? "" : size].filter(Boolean).join(" ");
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

/** A button: primary for the one action of a form, secondary beside it, ghost for a quiet one. */
export function Button({ variant = "primary", size = "md", className, type = "button", ...button }: Props) {
  const classes = className ? `${buttonClassName(variant, size)} ${className}` : buttonClassName(variant, size);
  return <button type={type} className={classes} {...button} />;
}
