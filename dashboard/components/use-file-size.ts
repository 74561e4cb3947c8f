import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../i18n/i18n.ts';
import { formatFileSize } from './file-size.ts';

/** formatFileSize in the interface language. */
export function useFileSize() {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  return useCallback((bytes: number) => formatFileSize(bytes, locale), [locale]);
}
