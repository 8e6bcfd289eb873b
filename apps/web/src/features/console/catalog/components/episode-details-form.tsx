import type { AdminEpisode } from '@crewcast/contracts/catalog';
import { useToast } from '@/components/shell/toast';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleForm } from '../../components/console-form';
import { useConsoleForm } from '../../components/use-console-form';
import { useUpdateEpisode } from '../api/update-episode';
import { CATALOG_FORM_RULES } from '../catalog-form-rules';
import { CatalogTextFields } from './catalog-text-fields';

type Publishing = 'draft' | 'now' | 'later';

/** `datetime-local` speaks the browser's local time; the server stores UTC. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function publishingOf(episode: AdminEpisode): Publishing {
  if (episode.publishedAt === null) return 'draft';
  return Date.parse(episode.publishedAt) > Date.now() ? 'later' : 'now';
}

/** Title, description, free or for subscribers, and when members may watch it. */
export function EpisodeDetailsForm({ episode }: { episode: AdminEpisode }) {
  const t = useTranslation();
  const toast = useToast();
  const update = useUpdateEpisode(episode.id);
  const form = useConsoleForm({
    initial: {
      title: episode.title,
      description: episode.description,
      isFree: episode.isFree,
      publishing: publishingOf(episode),
      at: episode.publishedAt ? toLocalInput(episode.publishedAt) : '',
    },
    rules: CATALOG_FORM_RULES,
    what: 'Saving an episode',
    validate: ({ publishing, at }) =>
      publishing === 'later' && !at ? { publishedAt: t('console.catalog.publish.at.required') } : undefined,
    async submit({ title, description, isFree, publishing, at }) {
      await update.mutateAsync({ title, description, isFree, publishedAt: publishedAt(publishing, at) });
      toast({ tone: 'success', message: t('console.catalog.saved') });
    },
  });
  const { values } = form;

  function publishedAt(publishing: Publishing, at: string): string | null {
    if (publishing === 'draft') return null;
    // Already out: keep its date, so saving an edit does not move it to the top of the latest list.
    if (publishing === 'now')
      return publishingOf(episode) === 'now' ? episode.publishedAt : new Date().toISOString();
    return new Date(at).toISOString();
  }

  return (
    <ConsoleForm form={form} className="catalog__form" submitLabel={t('console.catalog.save')}>
      <CatalogTextFields title={form.field('title')} description={form.field('description')} />
      <Checkbox
        label={t('console.catalog.field.free')}
        hint={t('console.catalog.field.free.hint')}
        checked={values.isFree}
        onChange={(event) => form.set('isFree', event.target.checked)}
      />
      <RadioGroup<Publishing>
        legend={t('console.catalog.publish')}
        name={`publishing-${episode.id}`}
        value={values.publishing}
        options={[
          { value: 'draft', label: t('console.catalog.publish.draft') },
          { value: 'now', label: t('console.catalog.publish.now') },
          { value: 'later', label: t('console.catalog.publish.later') },
        ]}
        onChange={(publishing) => form.set('publishing', publishing)}
      />
      {values.publishing === 'later' && (
        <Input
          type="datetime-local"
          label={t('console.catalog.publish.at')}
          value={values.at}
          error={form.errors.fields.publishedAt}
          onChange={(event) => form.set('at', event.target.value)}
        />
      )}
    </ConsoleForm>
  );
}
