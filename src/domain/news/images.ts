// The optional image of an announcement: what staff may upload, and the texts they read. Plain constants, so the
// pages read them without the validation library. The database checks the same limits (migration 0032).

/** The bytes of one image; the server refuses more before reading the rest of its checks. */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels on either side: larger images cost visitors' data for nothing a page can show. */
export const NEWS_IMAGE_MAX_SIDE = 4096;
export const NEWS_IMAGE_ALT_MAX = 300;

/** The accepted types, by what the bytes really are, and the extension each is stored with. No SVG: it can hold script. */
export const NEWS_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type NewsImageType = keyof typeof NEWS_IMAGE_TYPES;
export const isNewsImageType = (mime: string | undefined): mime is NewsImageType =>
  mime !== undefined && Object.hasOwn(NEWS_IMAGE_TYPES, mime);

/** For the file input's accept attribute. */
export const NEWS_IMAGE_ACCEPT = Object.keys(NEWS_IMAGE_TYPES).join(',');

export const NEWS_IMAGE_MESSAGES = {
  missing: 'Choose an image to upload.',
  notMultipart: 'Send the image as multipart/form-data, in a part named "image".',
  notImage: 'Only PNG, JPEG, GIF or WebP images are accepted.',
  tooLarge: 'The image is larger than 5 MB.',
  tooWide: `The image is too large: at most ${NEWS_IMAGE_MAX_SIDE} × ${NEWS_IMAGE_MAX_SIDE} pixels.`,
  unreadable: 'The size of the image could not be read. Save it again as PNG or JPEG and upload it.',
  altRequired: 'Describe the image for people who cannot see it.',
  unknown: 'No uploaded image has this id. Upload the image again.',
  notFound: 'No image has this id.',
} as const;

/** Where an image is read: its id never names other bytes, so the address may be cached for good. */
export const newsImagePath = (id: string) => `/api/news/images/${id}`;
