import type { ConsoleLivestream } from '@crewcast/contracts/live';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useAdminShows } from '../../catalog/api/get-admin-shows';
import { actionErrorsOf, type ActionErrors } from '../../members/components/action-errors';
import { useSaveLivestream } from '../api/save-livestream';

export interface LivestreamDialogProps {
  /** The stream to edit; none to create one. */
  stream: ConsoleLivestream | null;
  open: boolean;
  onClose: () => void;
  onSaved: (stream: ConsoleLivestream, created: boolean) => void;
}

const FORM_ID = 'livestream-form';

/** `datetime-local` speaks the browser's local time; the server stores UTC. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Creates or edits a livestream: title, next start, who may watch, an external HLS URL, and its recording. */
export function LivestreamDialog(props: LivestreamDialogProps) {
  // Mounted afresh each time it opens, so the form starts from the stream as it is now.
  return props.open ? <OpenLivestreamDialog {...props} /> : null;
}

function OpenLivestreamDialog({ stream, onClose, onSaved }: LivestreamDialogProps) {
  const t = useTranslation();
  const save = useSaveLivestream();
  const shows = useAdminShows();
  const [title, setTitle] = useState(stream?.title ?? '');
  const [start, setStart] = useState(toLocalInput(stream?.scheduledStart ?? null));
  const [subscribersOnly, setSubscribersOnly] = useState(stream?.requiresSubscription ?? false);
  const [externalUrl, setExternalUrl] = useState(stream?.externalUrl ?? '');
  const [showId, setShowId] = useState(stream?.recordingShowId ? String(stream.recordingShowId) : '');
  const [publish, setPublish] = useState(stream?.recordingPublish ?? false);
  const [errors, setErrors] = useState<ActionErrors>({ fields: {} });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setErrors({ fields: {} });
    try {
      const saved = await save.mutateAsync({
        livestreamId: stream?.livestreamId,
        body: {
          title,
          scheduledStart: start ? new Date(start).toISOString() : null,
          requiresSubscription: subscribersOnly,
          externalUrl: externalUrl.trim(),
          recordingShowId: showId ? Number(showId) : null,
          recordingPublish: Boolean(showId) && publish,
        },
      });
      onSaved(saved, !stream);
    } catch (failure) {
      setErrors(actionErrorsOf(failure, t('console.live.actionFailed')));
    }
  }

  const showOptions = [
    { value: '', label: t('console.live.form.recording.draft') },
    ...(shows.data ?? []).map((show) => ({ value: String(show.id), label: show.title })),
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      title={stream ? t('console.live.form.edit.title', stream.title) : t('console.live.form.create.title')}
      description={t('console.live.form.description')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} pending={save.isPending}>
            {stream ? t('console.live.form.save') : t('console.live.form.create')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="livestream-form" onSubmit={submit} noValidate>
        <Input
          label={t('console.live.form.title')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.fields.title}
          required
          maxLength={120}
        />
        <Input
          type="datetime-local"
          label={t('console.live.form.start')}
          hint={t('console.live.form.start.hint')}
          value={start}
          onChange={(event) => setStart(event.target.value)}
          error={errors.fields.scheduledStart}
        />
        <Checkbox
          label={t('console.live.form.subscribers')}
          checked={subscribersOnly}
          onChange={(event) => setSubscribersOnly(event.target.checked)}
        />
        <Input
          type="url"
          label={t('console.live.form.externalUrl')}
          hint={t('console.live.form.externalUrl.hint')}
          value={externalUrl}
          onChange={(event) => setExternalUrl(event.target.value)}
          error={errors.fields.externalUrl}
          inputMode="url"
          spellCheck={false}
        />
        <Select
          label={t('console.live.form.recording')}
          hint={t('console.live.form.recording.hint')}
          options={showOptions}
          value={showId}
          onChange={(event) => setShowId(event.target.value)}
          error={errors.fields.recordingShowId}
        />
        <Checkbox
          label={t('console.live.form.publish')}
          checked={Boolean(showId) && publish}
          disabled={!showId}
          onChange={(event) => setPublish(event.target.checked)}
        />
        {errors.message && (
          <p className="field__error" role="alert">
            {errors.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
