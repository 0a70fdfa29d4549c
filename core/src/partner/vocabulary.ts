// A partner code's shape, shared by the zod schema (schema.ts) and the embeds' reader (reader.ts).

/** 2–40 letters, digits or dashes, before trimming and lower-casing. */
export const PARTNER_CODE_PATTERN = /^[A-Za-z0-9-]{2,40}$/;
