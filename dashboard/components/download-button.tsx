import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { showError } from '../app/dialogs.tsx';
import { downloadFile } from '../app/files.ts';

interface Props extends ButtonProps {
  /** The server path of the file (it needs the session). */
  path: string;
  /** The name to save under when the server gives none. */
  fileName: string;
  label: string;
  testId?: string;
}

/** A button that downloads a file of the signed-in merchant; a refusal shows in the error dialog. */
export function DownloadButton({ path, fileName, label, testId, ...props }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button leftSection={<IconDownload size={16} />} {...props} loading={busy} onClick={() => void download()} data-testid={testId}>
      {label}
    </Button>
  );
}
