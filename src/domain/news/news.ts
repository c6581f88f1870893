import { z } from 'zod';
import { plainText } from '../shared/inputs.ts';
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

/** One schema for the staff form and its handler. */
export const newsInputSchema = z
  .object({
    title: text('The title', NEWS_TITLE_MAX, NEWS_MESSAGES.titleRequired),
    body: text('The text', NEWS_BODY_MAX, NEWS_MESSAGES.bodyRequired),
  })
  .meta({ id: 'NewsInput' });
export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsValues = z.output<typeof newsInputSchema>;

export const newsPublishedSchema = z
  .object({ published: z.boolean({ error: 'Say whether the announcement is published (true or false).' }) })
  .meta({ id: 'NewsPublished' });

/** A published announcement as everybody reads it: the text already rendered to safe HTML. */
export const newsItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    html: z.string(),
    excerpt: z.string(),
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
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    discord: newsDiscordStateSchema,
  })
  .meta({ id: 'StaffNewsItem' });
export const staffNewsListSchema = z.object({ posts: z.array(staffNewsItemSchema) }).meta({ id: 'StaffNewsList' });
export type StaffNewsItem = z.infer<typeof staffNewsItemSchema>;
export type StaffNewsList = z.infer<typeof staffNewsListSchema>;
