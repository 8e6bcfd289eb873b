import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadVideo, type VideoUpload } from '@/lib/video-upload';
import { battlesQueryOptions } from './battles';

export type PitchUpload =
  | { state: 'sending'; percent: number }
  /** The server's reason, or undefined when the connection failed after every retry. */
  | { state: 'refused'; message: string | undefined };

/**
 * Pitch videos on their way to their projects, by project id: they keep going while the console's dialogs open
 * and close, and pause when the console is left (picking the same file again carries on).
 */
export function usePitchUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Record<string, PitchUpload>>({});
  const running = useRef(new Map<string, VideoUpload>());

  useEffect(() => {
    const current = running.current;
    return () => current.forEach((upload) => upload.pause());
  }, []);

  const settle = useCallback((projectId: string, upload?: PitchUpload) => {
    setUploads(({ [projectId]: _settled, ...others }) =>
      upload ? { ...others, [projectId]: upload } : others,
    );
  }, []);

  const start = useCallback(
    async (projectId: string, file: File) => {
      running.current.get(projectId)?.pause();
      settle(projectId, { state: 'sending', percent: 0 });
      const upload = await uploadVideo({ kind: 'project', projectId }, file, {
        onProgress: (sent, total) =>
          settle(projectId, { state: 'sending', percent: total ? Math.floor((sent / total) * 100) : 0 }),
        onSuccess: () => {
          running.current.delete(projectId);
          settle(projectId);
          void queryClient.invalidateQueries({ queryKey: battlesQueryOptions().queryKey });
        },
        onError: (message) => {
          running.current.delete(projectId);
          settle(projectId, { state: 'refused', message });
        },
      });
      running.current.set(projectId, upload);
    },
    [queryClient, settle],
  );

  const cancel = useCallback(
    (projectId: string) => {
      running.current.get(projectId)?.cancel();
      running.current.delete(projectId);
      settle(projectId);
    },
    [settle],
  );

  return { uploads, start, cancel };
}

export type PitchUploads = ReturnType<typeof usePitchUploads>;
