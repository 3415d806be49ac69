import { useCallback, useState } from 'react';
import { fitImage } from './fit-image';

/** `fitImage` with the flag an upload button shows while a picture is being shrunk (a second or two on a phone). */
export function useFitImage() {
  const [fitting, setFitting] = useState(false);
  const fit = useCallback(async (file: File) => {
    setFitting(true);
    try {
      return await fitImage(file);
    } finally {
      setFitting(false);
    }
  }, []);
  return { fit, fitting };
}
