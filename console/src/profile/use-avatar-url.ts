import { useEffect, useState } from 'react';
import { fetchAvatarUrl } from './profile-queries';

/** A blob URL of an avatar (the image needs the bearer token), revoked when the name changes or on unmount. */
export function useAvatarUrl(fileName: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!fileName) {
      setUrl(undefined);
      return;
    }
    let live = true;
    let made: string | undefined;
    fetchAvatarUrl(fileName)
      .then((u) => {
        made = u;
        if (live) setUrl(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => live && setUrl(undefined));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileName]);
  return url;
}
