import { useEffect } from 'react';
import { BRAND } from './site';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${BRAND.name}`;
  }, [title]);
}
