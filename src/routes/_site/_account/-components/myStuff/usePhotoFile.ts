import { useEffect, useState } from 'react';
import { getBoxPhotoFile } from '../../../../../api/boxes';
import type { Result } from '../../../../../api/client';

export type PhotoFileState =
  | { status: 'loading' }
  | { status: 'ready'; src: string }
  | { status: 'failed' };

export type PhotoFileLoader = (url: string) => Promise<Result<Blob>>;

/**
 * A gallery photo's bytes as an object URL for an <img>: the photo needs the owner's bearer
 * token, which an <img src> cannot send. The URL is released when the photo leaves the screen.
 */
export function usePhotoFile(
  url: string | null,
  load: PhotoFileLoader = getBoxPhotoFile,
): PhotoFileState {
  const [state, setState] = useState<PhotoFileState>({ status: 'loading' });
  useEffect(() => {
    if (url === null) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    setState({ status: 'loading' });
    load(url).then(
      (result) => {
        if (cancelled) return;
        if (!result.ok) {
          setState({ status: 'failed' });
          return;
        }
        objectUrl = URL.createObjectURL(result.data);
        setState({ status: 'ready', src: objectUrl });
      },
      () => {
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, load]);
  return state;
}
