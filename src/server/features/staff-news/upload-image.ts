import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { Logger } from 'pino';
import {
  isNewsImageType,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_MAX_SIDE,
  NEWS_IMAGE_MESSAGES,
  NEWS_IMAGE_TYPES,
  newsImagePath,
  type NewsImageType,
} from '../../../domain/news/images.ts';
import type { NewsImageUpload } from '../../../domain/news/news.ts';
import type { Database } from '../../db/client.ts';
import { newsImages } from '../../db/schema/index.ts';
import type { AppContext } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import type { FileStorage } from '../../storage/index.ts';
import { newsImageKey, removeUnnamedNewsImage } from '../../storage/news-images.ts';
import { uploadOutlived } from '../../storage/uploads.ts';

const refuse = (message: string) => AppError.invalid(message, { image: message });
const UNAVAILABLE = 'The image could not be stored right now. Please try again later.';

/** The "image" file part of a multipart request. */
export async function readImagePart(c: Pick<AppContext, 'req'>): Promise<File> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw AppError.invalid(NEWS_IMAGE_MESSAGES.notMultipart);
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw AppError.invalid('The upload could not be read. Please try again.');
  }
  const file = form.image;
  if (!(file instanceof File) || file.size === 0) throw refuse(NEWS_IMAGE_MESSAGES.missing);
  if (file.size > NEWS_IMAGE_MAX_BYTES) throw refuse(NEWS_IMAGE_MESSAGES.tooLarge);
  return file;
}

export interface CheckedImage {
  bytes: Uint8Array;
  contentType: NewsImageType;
  width: number;
  height: number;
}

/**
 * The image's real type and size, read from its bytes (its name and declared type are the sender's word): PNG, JPEG,
 * GIF or WebP, at most NEWS_IMAGE_MAX_SIDE pixels a side. SVG is refused: it is a document that can run script.
 */
export async function checkNewsImage(file: File): Promise<CheckedImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  // An animated PNG is a PNG to every browser.
  const contentType = detected === 'image/apng' ? 'image/png' : detected;
  if (!isNewsImageType(contentType)) throw refuse(NEWS_IMAGE_MESSAGES.notImage);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw refuse(NEWS_IMAGE_MESSAGES.unreadable);
  }
  // A photo turned by its EXIF orientation (5 to 8) is shown, and so laid out, with its sides swapped.
  const turned = (size.orientation ?? 1) >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  if (!(width >= 1 && height >= 1)) throw refuse(NEWS_IMAGE_MESSAGES.unreadable);
  if (width > NEWS_IMAGE_MAX_SIDE || height > NEWS_IMAGE_MAX_SIDE) throw refuse(NEWS_IMAGE_MESSAGES.tooWide);
  return { bytes, contentType, width, height };
}

/**
 * Stores a checked image, then its row and the audit entry in one transaction, as application files are stored
 * (decision 005): a failure after the write removes the file again unless its row committed, and a crash in between
 * leaves a file the sweep removes (storage/news-images.ts). The image is shown to staff only until an announcement
 * that names it is published.
 */
export async function uploadNewsImage(
  deps: { db: Database; storage: FileStorage; log: Logger },
  actor: { id: string },
  image: CheckedImage,
): Promise<NewsImageUpload> {
  const id = randomUUID();
  const key = newsImageKey(actor.id, id, NEWS_IMAGE_TYPES[image.contentType]);
  const startedAt = Date.now();
  try {
    try {
      await deps.storage.put(key, image.bytes, image.contentType);
    } catch (err) {
      deps.log.error({ err, storage: deps.storage.description }, 'storing a news image failed');
      throw new AppError('unavailable', UNAVAILABLE);
    }
    const row = { id, width: image.width, height: image.height, contentType: image.contentType };
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(newsImages)
        .values({ ...row, storageKey: key, sizeBytes: image.bytes.byteLength, uploadedBy: actor.id });
      const after = { ...row, sizeBytes: image.bytes.byteLength };
      await recordAudit(tx, { actor, action: 'news.image_upload', target: { table: 'news_images', id }, after });
      // As for application files: a row that would commit after half the grace period could meet the sweep.
      if (uploadOutlived(startedAt)) throw new AppError('unavailable', UNAVAILABLE);
    });
    return { id, url: newsImagePath(id), width: image.width, height: image.height };
  } catch (err) {
    // If the database cannot tell, the sweep removes the file later if no row names it.
    await removeUnnamedNewsImage(deps, key).catch(() => undefined);
    throw err;
  }
}
