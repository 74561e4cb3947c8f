import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportModal } from './export-modal.tsx';
import { ImportModal } from './import-modal.tsx';

/** The product list's Import and Export actions, each opening its modal. */
export function ProductFileButtons() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'import' | 'export' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpen('import')} data-testid="import-products">
        {t('catalogue.files.import')}
      </Button>
      <Button variant="default" leftSection={<IconFileExport size={16} />} onClick={() => setOpen('export')} data-testid="export-products">
        {t('catalogue.files.export')}
      </Button>
      <ImportModal opened={open === 'import'} onClose={close} />
      <ExportModal opened={open === 'export'} onClose={close} />
    </>
  );
}
