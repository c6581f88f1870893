import { z } from 'zod';
import { plainText } from '../shared/inputs.ts';
import { NEWS_IMAGE_ALT_MAX, NEWS_IMAGE_MESSAGES } from './images.ts';
import { NEWS_BODY_MAX, NEWS_TITLE_MAX } from './limits.ts';

/**
 * Announcements staff write on /staff/news and publish to the news page and the home page, and may post once to the
 * staff Discord channel. The text uses the small formatting of markdown.ts; the server renders it.
 */

export const NEWS_MESSAGES = {
  titleRequired: 'The title is required.',
  bodyRequired: 'The text is required.',
  notFound: 'No announcement has this id.',
  alreadyPosted: 'This announcement has already been posted to Discord.',
  notPublished: 'Publish the announcement before posting it to Discord.',
  noWebhook: 'No staff Discord channel is configured.',
} as const;

const text = (label: string, max: number, required: string) =>
  plainText(label).trim().min(1, required).max(max, `${label} must be at most ${max} characters.`);

/**
 * One schema for the staff form and its handler. The image is optional: the id of one staff uploaded
 * (POST /api/staff/uploads/news-images), with its alternative text, which it then requires. Without an image the text
 * is dropped.
 */
export const newsInputSchema = z
  .object({
    title: text('The title', NEWS_TITLE_MAX, NEWS_MESSAGES.titleRequired),
    body: text('The text', NEWS_BODY_MAX, NEWS_MESSAGES.bodyRequired),
    imageId: z
      .guid('The image id must be a UUID.')
      .nullish()
      .transform((v) => v ?? null),
    imageAlt: plainText('The image description')
      .trim()
      .max(NEWS_IMAGE_ALT_MAX, `The image description must be at most ${NEWS_IMAGE_ALT_MAX} characters.`)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.imageId && !v.imageAlt)
      ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: NEWS_IMAGE_MESSAGES.altRequired });
  })
  .meta({ id: 'NewsInput' });
export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsValues = z.output<typeof newsInputSchema>;

export const newsPublishedSchema = z
  .object({ published: z.boolean({ error: 'Say whether the announcement is published (true or false).' }) })
  .meta({ id: 'NewsPublished' });

/** An announcement's image as a page shows it: its size, so the page keeps its room before it loads. */
export const newsImageSchema = z
  .object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() })
  .meta({ id: 'NewsImage' });
export type NewsImage = z.infer<typeof newsImageSchema>;

/** An image staff just uploaded, not yet part of an announcement; its address shows it to staff only until then. */
export const newsImageUploadSchema = z
  .object({ id: z.string(), url: z.string(), width: z.number(), height: z.number() })
  .meta({ id: 'NewsImageUpload' });
export type NewsImageUpload = z.infer<typeof newsImageUploadSchema>;

/** A published announcement as everybody reads it: the text already rendered to safe HTML. */
export const newsItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    html: z.string(),
    excerpt: z.string(),
    image: newsImageSchema.nullable(),
    publishedAt: z.string(),
  })
  .meta({ id: 'NewsItem' });
export const newsListSchema = z.object({ posts: z.array(newsItemSchema) }).meta({ id: 'NewsList' });
export type NewsItem = z.infer<typeof newsItemSchema>;
export type NewsList = z.infer<typeof newsListSchema>;

/** Where the post to the Discord channel stands: not asked, waiting (with the last failure), or sent. */
export const newsDiscordStateSchema = z
  .object({ sentAt: z.string().nullable(), attempts: z.number(), lastError: z.string().nullable() })
  .nullable();

/** An announcement as staff edit it: drafts too, with the text as written. */
export const staffNewsItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    html: z.string(),
    image: z
      .object({ id: z.string(), url: z.string(), width: z.number(), height: z.number(), alt: z.string() })
      .nullable(),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    discord: newsDiscordStateSchema,
  })
  .meta({ id: 'StaffNewsItem' });
export const staffNewsListSchema = z.object({ posts: z.array(staffNewsItemSchema) }).meta({ id: 'StaffNewsList' });
export type StaffNewsItem = z.infer<typeof staffNewsItemSchema>;
export type StaffNewsList = z.infer<typeof staffNewsListSchema>;
