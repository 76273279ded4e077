/**
 * Every string the API accepts has a length that fits its meaning, declared
 * here once: schemas build their text fields with these builders, so no
 * route can forget a maximum. Without one, a single edit could store a
 * megabyte-long player name that every later read, export and live match
 * stream would carry again. The bounds are generous for real values (the
 * longest catalogue names are under half of them) and small enough that the
 * longest allowed values of a whole world stay a few megabytes.
 */
import { z } from 'zod';

/** A document id (24 hex characters) or a client's key for one request. */
export const ID_MAX_LENGTH = 64;
/** A person's, club's, league's or competition's name (the longest catalogue name is 24 characters). */
export const NAME_MAX_LENGTH = 60;
/** A nationality or country name ("Bosnia and Herzegovina" is 22). */
export const NATIONALITY_MAX_LENGTH = 40;
/** An avatar or endpoint URL: a CDN image path fits comfortably; a data: URL does not belong in a player record. */
export const URL_MAX_LENGTH = 300;
/** A sentence or short paragraph a person types (a description, a note). */
export const FREE_TEXT_MAX_LENGTH = 500;
/** Short labels and codes: types, statuses, ISO dates, a number typed into a form. */
export const LABEL_MAX_LENGTH = 40;
/** A signed pass or secret (a live token is ~250 characters). */
export const TOKEN_MAX_LENGTH = 2_000;

const tooLong = (label: string, max: number) => ({ error: `${label} must be at most ${max} characters` });

/** A bounded string; `label` names the field in the error message. */
export const boundedText = (max: number, label = 'Text') => z.string().max(max, tooLong(label, max));
export const nameText = (label = 'Name') => boundedText(NAME_MAX_LENGTH, label);
export const nationalityText = (label = 'Nationality') => boundedText(NATIONALITY_MAX_LENGTH, label);
export const urlText = (label = 'URL') => boundedText(URL_MAX_LENGTH, label);
export const freeText = (label = 'Text') => boundedText(FREE_TEXT_MAX_LENGTH, label);
export const labelText = (label = 'Value') => boundedText(LABEL_MAX_LENGTH, label);
export const tokenText = (label = 'Token') => boundedText(TOKEN_MAX_LENGTH, label);
