// The one way a request carries text: no control characters. PostgreSQL refuses U+0000 in text (a 500), and no name,
// note or search has a use for the others. Every string a route reads is built here (control-characters.api.test.ts
// walks the route table to hold that).
import { z } from 'zod';
import '../zod-locale';

export const textCopy = { controlCharacters: 'El texto contiene caracteres no permitidos.' } as const;

type StringParams = Parameters<typeof z.string>[0];

// C0 controls, DEL, and (with `u`, \p{Cs} matches only unpaired halves) a lone surrogate, which is not valid UTF-8.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const control = /[\u0000-\u001f\u007f]|\p{Cs}/u;
// The same, but tab, line feed and carriage return: a note or a message keeps its lines.
// eslint-disable-next-line no-control-regex -- as above
const controlButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

const refuses = (pattern: RegExp) => z.refine<string>((text) => !pattern.test(text), textCopy.controlCharacters);
const noControlCharacters = refuses(control);
const noControlCharactersButLineBreaks = refuses(controlButLineBreaks);

/** One line of text, trimmed: names, titles, e-mails, search words. Chain `.min()`, `.max()`, … after it. */
export const plainText = (params?: StringParams) => z.string(params).trim().check(noControlCharacters);

/** Text of several lines, trimmed: notes, messages, descriptions. */
export const multilineText = (params?: StringParams) => z.string(params).trim().check(noControlCharactersButLineBreaks);

/** Text kept exactly as sent (passwords, ids, cursors): not trimmed, one line. */
export const exactText = (params?: StringParams) => z.string(params).check(noControlCharacters);

/** A file's text kept exactly as sent (a CSV upload): its lines and tabs stay. */
export const exactMultilineText = (params?: StringParams) => z.string(params).check(noControlCharactersButLineBreaks);
