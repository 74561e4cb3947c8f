import { useState } from 'react';
import type { UploadPurpose } from '../../core/uploads/policies.ts';
import { showError } from '../app/dialogs.tsx';
import { uploadFile, type UploadedFile } from '../app/files.ts';

/**
 * Uploads files one after another, in the order given, handing each to onUploaded; the first
 * refused file is shown in the error dialog and the rest are not sent. progress is how much of
 * the file being sent has gone (0 to 1; null when none is), for a progress bar.
 */
export function useUploader(purpose: UploadPurpose, onUploaded: (uploaded: UploadedFile, file: File) => void) {
  const [pending, setPending] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (files: File[]) => {
    setPending((n) => n + files.length);
    for (const [index, file] of files.entries()) {
      try {
        setProgress(0);
        onUploaded(await uploadFile(file, purpose, setProgress), file);
        setPending((n) => n - 1);
      } catch (error) {
        showError(error);
        setPending((n) => n - (files.length - index));
        return;
      } finally {
        setProgress(null);
      }
    }
  };
  return { upload: (files: File[]) => void upload(files), uploading: pending > 0, progress };
}
