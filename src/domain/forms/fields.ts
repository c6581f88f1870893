import { z } from 'zod';
import { plainText } from '../shared/inputs.ts';

// Field builders shared by every form schema, so each limit and message is written once.

/** A required text: trimmed, not blank, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return plainText(label, `${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** An optional text: trimmed; blank or missing becomes null. */
export function optionalText(label: string, max: number) {
  return plainText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const MINECRAFT_USERNAME = /^[A-Za-z0-9_]{3,16}$/;

export function minecraftUsername(label = 'Minecraft username') {
  return requiredText(label, 16).regex(
    MINECRAFT_USERNAME,
    `${label} must be 3 to 16 characters: letters, numbers and underscores.`,
  );
}

/** Discord usernames are 2-32 characters; a legacy tag adds "#0000" (37 in all). */
export function optionalDiscordUsername(label = 'Discord username') {
  return plainText(label)
    .trim()
    .max(37, `${label} must be at most 37 characters.`)
    .refine((v) => v === '' || v.length >= 2, `${label} must be at least 2 characters.`)
    .nullish()
    .transform((v) => (v ? v : null));
}

export function email(label = 'Email') {
  return plainText(label, `${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(254, `${label} must be at most 254 characters.`)
    .pipe(z.email(`Enter a valid email address.`));
}

/** One of a fixed list; any other value gets a message naming the field. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? `Choose a ${label}.` : `Choose a valid ${label}.`,
  });
}

function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
}

const numberOrText = (label: string) =>
  z.union([z.number(), z.string().trim()], { error: `${label} must be a whole number.` });

/** A whole number from a number input or JSON; blank or missing becomes null. */
export function optionalWholeNumber(label: string, min: number, max: number) {
  return numberOrText(label)
    .nullish()
    .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v)))
    .pipe(wholeNumber(label, min, max).nullable());
}

/** A whole number the form must have filled in. */
export function requiredWholeNumber(label: string, min: number, max: number) {
  return numberOrText(label)
    .refine((v) => v !== '', `${label} is required.`)
    .transform(Number)
    .pipe(wholeNumber(label, min, max));
}
