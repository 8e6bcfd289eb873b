import type { ConsoleLivestream } from '@crewcast/contracts/live';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useAdminShows } from '../../catalog/api/get-admin-shows';
import { ConsoleFormDialog } from '../../components/console-form';
import { staffErrorRules } from '../../components/staff-error-rules';
import { useConsoleForm } from '../../components/use-console-form';
import { useSaveLivestream } from '../api/save-livestream';

export interface LivestreamDialogProps {
  /** The stream to edit; none to create one. */
  stream: ConsoleLivestream | null;
  onClose: () => void;
  onSaved: (stream: ConsoleLivestream, created: boolean) => void;
}

const RULES = staffErrorRules('console.live.actionFailed', [
  'title',
  'scheduledStart',
  'externalUrl',
  'recordingShowId',
]);

/** `datetime-local` speaks the browser's local time; the server stores UTC. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Creates or edits a livestream: title, next start, who may watch, an external HLS URL, and its recording. */
export function LivestreamDialog({ stream, onClose, onSaved }: LivestreamDialogProps) {
  const t = useTranslation();
  const save = useSaveLivestream();
  const shows = useAdminShows();
  const form = useConsoleForm({
    initial: {
      title: stream?.title ?? '',
      start: toLocalInput(stream?.scheduledStart ?? null),
      subscribersOnly: stream?.requiresSubscription ?? false,
      externalUrl: stream?.externalUrl ?? '',
      showId: stream?.recordingShowId ? String(stream.recordingShowId) : '',
      publish: stream?.recordingPublish ?? false,
    },
    rules: RULES,
    what: 'Saving a livestream',
    async submit({ title, start, subscribersOnly, externalUrl, showId, publish }) {
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
    },
  });
  const { values } = form;

  const showOptions = [
    { value: '', label: t('console.live.form.recording.draft') },
    ...(shows.data ?? []).map((show) => ({ value: String(show.id), label: show.title })),
  ];
  return (
    <ConsoleFormDialog
      form={form}
      className="livestream-form"
      onClose={onClose}
      title={stream ? t('console.live.form.edit.title', stream.title) : t('console.live.form.create.title')}
      description={t('console.live.form.description')}
      submitLabel={stream ? t('console.live.form.save') : t('console.live.form.create')}
    >
      <Input label={t('console.live.form.title')} {...form.field('title')} required maxLength={120} />
      <Input
        type="datetime-local"
        label={t('console.live.form.start')}
        hint={t('console.live.form.start.hint')}
        value={values.start}
        onChange={(event) => form.set('start', event.target.value)}
        error={form.errors.fields.scheduledStart}
      />
      <Checkbox
        label={t('console.live.form.subscribers')}
        checked={values.subscribersOnly}
        onChange={(event) => form.set('subscribersOnly', event.target.checked)}
      />
      <Input
        type="url"
        label={t('console.live.form.externalUrl')}
        hint={t('console.live.form.externalUrl.hint')}
        {...form.field('externalUrl')}
        inputMode="url"
        spellCheck={false}
      />
      <Select
        label={t('console.live.form.recording')}
        hint={t('console.live.form.recording.hint')}
        options={showOptions}
        value={values.showId}
        onChange={(event) => form.set('showId', event.target.value)}
        error={form.errors.fields.recordingShowId}
      />
      <Checkbox
        label={t('console.live.form.publish')}
        checked={Boolean(values.showId) && values.publish}
        disabled={!values.showId}
        onChange={(event) => form.set('publish', event.target.checked)}
      />
    </ConsoleFormDialog>
  );
}
