// Small real files (and a liar) for upload tests; shared by the integration tests and the e2e journeys.

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF_1X1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export const samplePng = () => Buffer.from(PNG_1X1, 'base64');
export const sampleGif = () => Buffer.from(GIF_1X1, 'base64');
export const samplePdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const sampleJpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(32),
    Buffer.from([0xff, 0xd9]),
  ]);
/** Text that calls itself a PNG. */
export const textPretendingToBePng = () => Buffer.from('this is plain text, not an image\n'.repeat(4));
/** A real PNG padded past 5MB. */
export const oversizedPng = () => Buffer.concat([samplePng(), Buffer.alloc(5 * 1024 * 1024)]);
