import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** The classes joined (clsx); of two Tailwind classes in conflict (`p-6`, then `p-4`) only the later stays (twMerge). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
