import { useState } from 'react';
import type { UploadPurpose } from '../../../core/uploads/policies.ts';
import type { UploadedFile } from '../../app/files.ts';
import { useUploader } from '../use-uploader.ts';
import { useJob } from './use-job.ts';

/**
 * A job run on an uploaded file (an import, a mapping): the file last uploaded (a new one clears
 * the previous job's outcome), the job followed, and onCommitted once a run that was not a dry
 * run completes.
 */
export function useFileJob(purpose: UploadPurpose, onCommitted: () => void) {
  const [file, setFile] = useState<UploadedFile | null>(null);
  const job = useJob({
    onEnded: (ended) => {
      if (ended.status === 'completed' && !ended.dryRun) onCommitted();
    },
  });
  const { upload, uploading } = useUploader(purpose, (uploaded) => {
    setFile(uploaded);
    job.clear();
  });
  return { ...job, file, upload, uploading };
}
