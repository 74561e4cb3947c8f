import { useEffect, useRef, useState } from 'react';
import { BG_REMOVER_LIMITS as L } from '../../../core/bg-remover/constants.ts';
import { uploadFile } from '../../app/files.ts';
import { errorInfo } from '../../app/trpc.ts';
import { translateMessage } from '../../i18n/messages.ts';

/** An image of the batch: uploaded, with its own picture to show as "before". */
export interface BatchImage {
  uploadId: string;
  name: string;
  preview: string;
}

/** A file that was not added, and why, in the interface's language. */
export interface Refused {
  name: string;
  reason: string;
}

/**
 * The batch being put together: dropped files are uploaded one after another (purpose
 * 'bg-remover', the server checks type and size by content); those the server or the drop area
 * refuse, and those past the 20th, are listed with why instead of stopping the rest.
 */
export function useBatch(tooMany: string) {
  const [images, setImages] = useState<BatchImage[]>([]);
  const [refused, setRefused] = useState<Refused[]>([]);
  const [uploading, setUploading] = useState(false);
  const count = useRef(0);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const add = async (files: File[]) => {
    setUploading(true);
    setRefused([]);
    for (const file of files) {
      if (count.current >= L.imagesPerBatch) {
        setRefused((list) => [...list, { name: file.name, reason: tooMany }]);
        continue;
      }
      try {
        const uploaded = await uploadFile(file, 'bg-remover');
        const preview = URL.createObjectURL(file);
        previews.current.push(preview);
        count.current += 1;
        setImages((list) => [...list, { uploadId: uploaded.id, name: file.name, preview }]);
      } catch (error) {
        setRefused((list) => [...list, { name: file.name, reason: errorInfo(error).message }]);
      }
    }
    setUploading(false);
  };
  const reject = (files: { name: string; reason: string }[]) => setRefused(files.map((f) => ({ name: f.name, reason: translateMessage(f.reason) })));
  const drop = (uploadId: string) => {
    count.current -= 1;
    setImages((list) => list.filter((image) => image.uploadId !== uploadId));
  };
  const clear = () => {
    count.current = 0;
    setImages([]);
    setRefused([]);
  };
  return { images, refused, uploading, add: (files: File[]) => void add(files), reject, drop, clear };
}
