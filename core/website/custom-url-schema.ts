import { z } from 'zod';
import { zPage, ZPageInput } from '../shared/pagination.ts';
import { term } from '../shared/messages.ts';
import { optionalText } from '../shared/text-fields.ts';
import { WEBSITE_MESSAGES as M } from './messages.ts';

/** Not shown in the spec: a customized URL's lengths. */
export const CUSTOM_URL_LIMITS = { urlMaxChars: 500, metaTitleMaxChars: 200, metaDescriptionMaxChars: 500, shortIdChars: 7 } as const;

/** A website path: '/', then path characters (letters, digits, - _ . ~ / and percent escapes), no spaces or query. */
const PATH = /^\/[A-Za-z0-9\-._~%/]*$/;

/**
 * A URL field of the form: required ("URL cannot be empty..."), then a website path ('shoes' is
 * read as '/shoes'; a trailing slash is dropped) or, for the destination, a full http(s) address;
 * anything else is "Invalid url, Please enter a valid url.".
 */
const urlField = (allowAbsolute: boolean) =>
  z
    .string({ error: M.urlEmpty })
    .trim()
    .min(1, M.urlEmpty)
    .max(CUSTOM_URL_LIMITS.urlMaxChars, M.urlInvalid)
    .transform((value, ctx) => {
      if (allowAbsolute && /^https?:\/\//i.test(value)) {
        if (URL.canParse(value) && !/\s/.test(value)) return value;
      } else {
        const path = (value.startsWith('/') ? value : `/${value}`).replace(/(.)\/+$/, '$1');
        if (PATH.test(path) && !path.includes('//') && !path.split('/').includes('..')) return path;
      }
      ctx.addIssue({ code: 'custom', message: M.urlInvalid });
      return z.NEVER;
    });

export const ZCustomUrlInput = z.object({
  /** new_url: the path the website answers. */
  sourcePath: urlField(false),
  /** current_url: where it leads. */
  destination: urlField(true),
  metaTitle: optionalText(CUSTOM_URL_LIMITS.metaTitleMaxChars, term('fields.metaTitle')),
  metaDescription: optionalText(CUSTOM_URL_LIMITS.metaDescriptionMaxChars, term('fields.metaDescription')),
});
export type TCustomUrlInput = z.input<typeof ZCustomUrlInput>;
export const ZCustomUrlUpdate = ZCustomUrlInput.extend({ id: z.string().min(1).max(64) });
export type TCustomUrlUpdate = z.input<typeof ZCustomUrlUpdate>;

export const ZCustomUrl = z.object({
  id: z.string(),
  sourcePath: z.string(),
  destination: z.string(),
  shortId: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  createdAt: z.date(),
});
export type TCustomUrl = z.infer<typeof ZCustomUrl>;
export const ZCustomUrlPage = zPage(ZCustomUrl);
export const ZCustomUrlListInput = ZPageInput;

/** The website asks what a path or a short id leads to. */
export const ZUrlLookupInput = z.union([z.object({ path: z.string().max(CUSTOM_URL_LIMITS.urlMaxChars) }), z.object({ shortId: z.string().max(32) })]);
export const ZUrlLookup = z.object({ destination: z.string(), shortId: z.string(), metaTitle: z.string(), metaDescription: z.string() }).nullable();
