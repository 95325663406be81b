import {
  CUSTOMER_IDLE_TIMEOUT_MS,
  CUSTOMER_LIMITS,
  CUSTOMER_SESSION_LIFETIME_MS,
  MAX_ENQUIRY_ITEMS,
  MAX_INDENT_MB,
  MAX_INDENT_ROWS,
  MAX_IMAGE_MB,
  MAX_ITEM_QUANTITY,
  MAX_MESSAGE_LENGTH,
  MAX_PASTE_CHARACTERS,
  MAX_PASTE_LINES,
  MAX_NAME_LENGTH,
  MAX_RESUME_MB,
  MIN_CUSTOMER_PASSWORD_DISTINCT,
  MIN_CUSTOMER_PASSWORD_LENGTH,
  MAX_RETURN_NOTE_LENGTH,
  RESUME_EXTENSIONS,
  RETENTION_DAYS,
} from "#shared/limits.ts";
import { anyOf, fillAll, formatNumber } from "#shared/text-format.ts";

// The texts state each limit of shared/limits.ts by a {placeholder}, so that changing a limit
// changes every sentence that states it, in every language. Numbers are written as the texts
// always wrote them: Latin digits, no grouping ("2000"); a quantity as large as 1,00,000 is
// grouped the Indian way, as the trade reads it.

const DAY_MS = 24 * 60 * 60 * 1000;

/** "PDF", "DOC", "DOCX": the accepted resume files as visitors know them. */
export const resumeTypeNames = RESUME_EXTENSIONS.map((extension) =>
  extension.slice(1).toUpperCase(),
);

/** What each limit placeholder says in one language, given its word for "or" (`common.listOr`). */
export const limitValues = (orWord: string) => ({
  maxResumeMb: MAX_RESUME_MB,
  resumeTypes: anyOf(orWord, resumeTypeNames),
  retentionDays: RETENTION_DAYS,
  maxNameLength: MAX_NAME_LENGTH,
  maxMessageLength: MAX_MESSAGE_LENGTH,
  maxEnquiryItems: MAX_ENQUIRY_ITEMS,
  maxItemQuantity: formatNumber(MAX_ITEM_QUANTITY),
  maxPasteCharacters: MAX_PASTE_CHARACTERS,
  maxPasteLines: MAX_PASTE_LINES,
  maxIndentMb: MAX_INDENT_MB,
  maxIndentRows: MAX_INDENT_ROWS,
  maxShopNameLength: CUSTOMER_LIMITS.shopName,
  maxAddressLength: CUSTOMER_LIMITS.address,
  maxDrugLicenceLength: CUSTOMER_LIMITS.drugLicence,
  minPasswordLength: MIN_CUSTOMER_PASSWORD_LENGTH,
  minPasswordDistinct: MIN_CUSTOMER_PASSWORD_DISTINCT,
  accountIdleDays: CUSTOMER_IDLE_TIMEOUT_MS / DAY_MS,
  accountLifetimeDays: CUSTOMER_SESSION_LIFETIME_MS / DAY_MS,
  maxPhotoMb: MAX_IMAGE_MB,
  maxReturnNoteLength: MAX_RETURN_NOTE_LENGTH,
});

export type LimitPlaceholder = keyof ReturnType<typeof limitValues>;

/**
 * Texts of one language with the limits they state filled in (other placeholders stay);
 * `settings` are the content's, where a limit is the owner's to set, and the counts it sets
 * (`partnerCount`).
 */
export const withLimits = <Texts>(
  orWord: string,
  texts: Texts,
  settings?: { retentionDays?: number; partnerCount?: number },
): Texts => fillAll(texts, { ...limitValues(orWord), ...settings });
