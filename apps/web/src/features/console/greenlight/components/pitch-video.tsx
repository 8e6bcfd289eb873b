import type { AdminProject, BattleState } from '@crewcast/contracts/projects';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { VIDEO_FILE_TYPES } from '@/lib/video-upload';
import type { PitchUploads } from '../api/use-pitch-uploads';

/**
 * Whether a pitch may be uploaded now, as the server decides: replaced until the battle starts; after that only a
 * first pitch, or one after a failed transcode, until it ends (members vote on the pitch they saw).
 */
function changeable(state: BattleState, status: AdminProject['videoStatus']): boolean {
  return state === 'scheduled' || (state === 'active' && (status === 'none' || status === 'failed'));
}

/**
 * A project's pitch video in the battles table: its upload with a cancel, then its state in the pipeline, and a
 * button to upload or replace it while that is allowed.
 */
export function PitchVideo({
  project,
  battleState,
  uploads,
}: {
  project: AdminProject;
  battleState: BattleState;
  uploads: PitchUploads;
}) {
  const t = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const upload = uploads.uploads[project.id];

  if (upload?.state === 'sending')
    return (
      <div className="pitch-video">
        <ProgressBar
          label={t('console.greenlight.video.uploading', project.title)}
          percent={upload.percent}
        />
        <Button
          variant="ghost"
          aria-label={t('console.greenlight.video.cancel.named', project.title)}
          onClick={() => uploads.cancel(project.id)}
        >
          {t('console.greenlight.video.cancel')}
        </Button>
      </div>
    );

  const action =
    project.videoStatus === 'none' ? 'console.greenlight.video.upload' : 'console.greenlight.video.replace';
  return (
    <div className="pitch-video">
      <span className={`battle-console__video battle-console__video--${project.videoStatus}`}>
        {t(`console.greenlight.video.${project.videoStatus}`)}
      </span>
      {upload?.state === 'refused' && (
        <p className="field__error" role="alert">
          {upload.message ?? t('console.greenlight.video.uploadFailed')}
        </p>
      )}
      {changeable(battleState, project.videoStatus) && (
        <>
          <Button
            variant="secondary"
            aria-label={t(`${action}.named`, project.title)}
            onClick={() => picker.current?.click()}
          >
            {t(action)}
          </Button>
          <input
            ref={picker}
            type="file"
            accept={VIDEO_FILE_TYPES}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void uploads.start(project.id, file);
            }}
          />
        </>
      )}
    </div>
  );
}
