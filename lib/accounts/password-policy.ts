/** What a password must be; safe on the client (no crypto here). */
export const PASSWORD_MIN_LENGTH = 10;
