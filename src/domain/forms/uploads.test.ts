import { describe, expect, it } from 'vitest';
import { checkFile, checkFiles, cleanFileName, contentMatches, extensionOf, MAX_FILE_BYTES } from './uploads.ts';

const file = (name: string, size = 100) => ({ name, size });

describe('application file checks', () => {
  it('accepts pdf, jpg, jpeg, png and gif, in any letter case', () => {
    for (const n of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.Gif']) expect(checkFile(file(n))).toBeNull();
    expect(extensionOf('noextension')).toBeUndefined();
    expect(extensionOf('png')).toBeUndefined();
  });

  it('refuses other types by name', () => {
    expect(checkFile(file('notes.txt'))).toEqual({
      title: 'Unsupported file type',
      description: 'notes.txt is not a PDF, JPG, PNG or GIF file.',
    });
  });

  it('allows exactly 5MB and refuses one byte more, naming the file', () => {
    expect(checkFile(file('big.png', MAX_FILE_BYTES))).toBeNull();
    expect(checkFile(file('big.png', MAX_FILE_BYTES + 1))).toEqual({
      title: 'File too large',
      description: 'big.png is larger than 5MB.',
    });
  });

  it('allows 5 files and refuses 6', () => {
    expect(checkFiles(Array.from({ length: 5 }, (_, i) => file(`${i}.png`)))).toBeNull();
    expect(checkFiles(Array.from({ length: 6 }, (_, i) => file(`${i}.png`)))).toEqual({
      title: 'Too many files',
      description: 'You can upload a maximum of 5 files.',
    });
  });

  it('matches the real content type to the extension', () => {
    expect(contentMatches('scan.pdf', 'application/pdf')).toBe(true);
    expect(contentMatches('photo.jpeg', 'image/jpeg')).toBe(true);
    expect(contentMatches('photo.jpg', 'image/jpeg')).toBe(true);
    expect(contentMatches('fake.png', undefined)).toBe(false);
    expect(contentMatches('fake.png', 'image/gif')).toBe(false);
    expect(contentMatches('script.exe', 'application/x-msdownload')).toBe(false);
  });

  it('keeps only the base name of a file', () => {
    expect(cleanFileName('C:\\Users\\me\\proof.png')).toBe('proof.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bad\u0000name.png')).toBe('badname.png');
    expect(cleanFileName('')).toBe('file');
  });
});
