import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { ServerSearchSelect, useServerSearch } from '../../components/server-search-select.tsx';

/** An MSIC 2008 code from the official list, found by code or words of its description. */
export function MsicSelect({ value, description, onChange, error }: { value: string; description: string; onChange(code: string): void; error?: unknown }) {
  const { t } = useTranslation();
  const current = value ? `${value} · ${description}` : '';
  const { search, setSearch, query } = useServerSearch(current);
  const found = trpc.eInvoice.msicCodes.useQuery({ search: query }, { placeholderData: (previous) => previous });
  const data = (found.data ?? []).map((m) => ({ value: m.code, label: `${m.code} · ${m.description}` }));
  if (value && !data.some((d) => d.value === value)) data.unshift({ value, label: current });
  return (
    <ServerSearchSelect
      label={t('eInvoice.msic')}
      placeholder={t('eInvoice.msicPlaceholder')}
      clearable
      search={search}
      onSearch={setSearch}
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      nothingFoundMessage={t('eInvoice.msicNone')}
      error={error as string | undefined}
      data-testid="einvoice-msic"
    />
  );
}
