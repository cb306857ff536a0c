/**
 * Rules for text a visitor types into a form, shared by the contact and the demo form (browser and
 * API alike). Every text is normalised to NFC and trimmed first; then hostile text is refused:
 * ill-formed Unicode (lone surrogates break URI and mail encoders), control characters (only the
 * message may hold line breaks and tabs), and in one-line fields invisible format characters
 * (zero-width, bidirectional overrides and isolates, soft hyphen) and line separators.
 */
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_MIN_DIGITS, PHONE_MIN_LENGTH } from './constants';
import { INVALID_PHONE_MESSAGE, TOO_LONG_MESSAGE } from './common-messages';
import { textMessages } from './form-messages';

/** With the `u` flag a surrogate range matches only surrogates that are not part of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** C0/C1 controls, invisible format characters (Cf: zero-width, bidi, soft hyphen), line/paragraph separators. */
const NOT_ONE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** In the message: controls other than newline and tab, and the bidirectional embeddings/overrides/isolates. */
const NOT_IN_MESSAGE = /[\p{Cc}\u202A-\u202E\u2066-\u2069\p{Zl}\p{Zp}]/u;
const LINE_BREAKS_AND_TABS = /[\n\t]/gu;

const wellFormed = (v: string): boolean => !LONE_SURROGATE.test(v);
export const isOneLineText = (v: string): boolean => wellFormed(v) && !NOT_ONE_LINE.test(v);
export const isMessageText = (v: string): boolean => wellFormed(v) && !NOT_IN_MESSAGE.test(v.replace(LINE_BREAKS_AND_TABS, ''));

/**
 * NFC, then trim. A lone surrogate survives both (`normalize` leaves it alone); the checks after
 * this refuse it. Windows line ends become `\n` so a pasted message is not refused for its `\r`.
 */
const normalised = [z.overwrite((v: string) => v.replace(/\r\n?/g, '\n')), z.normalize('NFC'), z.trim()] as const;

type StringCheck = Parameters<ReturnType<typeof z.string>['check']>[number];

/** A one-line text field: normalised, no hostile characters, at most `max` characters, then `extra`. */
export const oneLineText = (max: number, ...extra: StringCheck[]) =>
  z.string().check(
    ...normalised,
    z.refine(isOneLineText, textMessages.invalidCharacters),
    z.maxLength(max, TOO_LONG_MESSAGE),
    ...extra,
  );

/** The free-text message (and a staff note): several lines allowed, otherwise the same rules. */
export const messageText = (max: number, tooLongMessage: string = TOO_LONG_MESSAGE, ...extra: StringCheck[]) =>
  z.string().check(...normalised, ...extra, z.refine(isMessageText, textMessages.invalidCharacters), z.maxLength(max, tooLongMessage));

/**
 * The rules of `oneLineText` / `messageText` as checks, for a stored text field with its own length
 * and required messages (the assistant configuration, file names, demo tracks): normalised, then
 * hostile characters refused with `textMessages.invalidCharacters`.
 */
export const oneLineChecks = (): StringCheck[] => [...normalised, z.refine(isOneLineText, textMessages.invalidCharacters)];
export const multiLineChecks = (): StringCheck[] => [...normalised, z.refine(isMessageText, textMessages.invalidCharacters)];

/** A person's first or last name: at least NAME_MIN_LENGTH characters, at least one letter. */
export const personNameChecks = (minMessage: string): StringCheck[] => [
  z.minLength(NAME_MIN_LENGTH, minMessage),
  z.refine((v) => v.length < NAME_MIN_LENGTH || /\p{L}/u.test(v), textMessages.nameInvalid),
];

/**
 * An e-mail address a mail server accepts as one recipient (RFC 5321/5322 dot-atom, ASCII): local
 * part ≤ 64 characters without list separators or quotes, domain labels of letters, digits and inner
 * hyphens (≤ 63 each), a top-level domain of letters (or an IDN `xn--` label), ≤ 254 in all.
 */
const EMAIL_LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const EMAIL_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_TLD = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL_PATTERN = new RegExp(`^(?=.{1,64}@)${EMAIL_LOCAL}@(?:${EMAIL_LABEL}\\.)+${EMAIL_TLD}$`);
export const isEmailAddress = (v: string): boolean => v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v);

/** The e-mail field; `message` is the form's own wording for an invalid address. */
export const emailChecks = (message: string): StringCheck[] => [z.refine(isEmailAddress, message)];

/**
 * A phone number: digits, plus, space, hyphen, parentheses (the specification's characters); at
 * least PHONE_MIN_LENGTH characters, of which PHONE_MIN_DIGITS digits. The same rule on both forms.
 */
const PHONE_PATTERN = /^[0-9+ \-()]+$/;
export const isPhoneNumber = (v: string): boolean =>
  v.length >= PHONE_MIN_LENGTH && PHONE_PATTERN.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS;
export const phoneChecks = (): StringCheck[] => [z.refine(isPhoneNumber, INVALID_PHONE_MESSAGE)];
