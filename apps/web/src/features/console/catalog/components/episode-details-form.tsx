import type { AdminEpisode } from '@crewcast/contracts/catalog';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useUpdateEpisode } from '../api/update-episode';

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
  const [title, setTitle] = useState(episode.title);
  const [description, setDescription] = useState(episode.description);
  const [isFree, setIsFree] = useState(episode.isFree);
  const [publishing, setPublishing] = useState<Publishing>(publishingOf(episode));
  const [at, setAt] = useState(episode.publishedAt ? toLocalInput(episode.publishedAt) : '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  function publishedAt(): string | null {
    if (publishing === 'draft') return null;
    // Already out: keep its date, so saving an edit does not move it to the top of the latest list.
    if (publishing === 'now')
      return publishingOf(episode) === 'now' ? episode.publishedAt : new Date().toISOString();
    return at ? new Date(at).toISOString() : '';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const when = publishedAt();
    if (when === '') {
      setErrors({ publishedAt: [t('console.catalog.publish.at.required')] });
      return;
    }
    try {
      await update.mutateAsync({ title, description, isFree, publishedAt: when });
      toast({ tone: 'success', message: t('console.catalog.saved') });
    } catch (failure) {
      console.warn('The episode could not be saved', failure);
      setErrors(
        failure instanceof ApiError
          ? (failure.body?.fields ?? { form: [failure.message] })
          : { form: [t('console.catalog.failed')] },
      );
    }
  }

  return (
    <form className="catalog__form" onSubmit={submit} noValidate>
      <Input
        label={t('console.catalog.field.title')}
        value={title}
        maxLength={120}
        error={errors.title?.[0]}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Textarea
        label={t('console.catalog.field.description')}
        value={description}
        maxLength={2000}
        error={errors.description?.[0]}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Checkbox
        label={t('console.catalog.field.free')}
        hint={t('console.catalog.field.free.hint')}
        checked={isFree}
        onChange={(event) => setIsFree(event.target.checked)}
      />
      <RadioGroup<Publishing>
        legend={t('console.catalog.publish')}
        name={`publishing-${episode.id}`}
        value={publishing}
        options={[
          { value: 'draft', label: t('console.catalog.publish.draft') },
          { value: 'now', label: t('console.catalog.publish.now') },
          { value: 'later', label: t('console.catalog.publish.later') },
        ]}
        onChange={setPublishing}
      />
      {publishing === 'later' && (
        <Input
          type="datetime-local"
          label={t('console.catalog.publish.at')}
          value={at}
          error={errors.publishedAt?.[0]}
          onChange={(event) => setAt(event.target.value)}
        />
      )}
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form[0]}
        </p>
      )}
      <Button type="submit" pending={update.isPending}>
        {t('console.catalog.save')}
      </Button>
    </form>
  );
}
