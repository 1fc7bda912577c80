/**
 * Account actions as the audit log names them; lib/reviews/schema.ts lists every admin action.
 * Here, not there, because accounts are platform (lib/layers.ts) and never import a domain. Pure.
 */
export const ACCOUNT_AUDIT_ACTIONS = {
  /** A contributor's password sign-in lockout lifted (lib/accounts/mutations.ts). */
  unlock: "user.unlock",
} as const;
