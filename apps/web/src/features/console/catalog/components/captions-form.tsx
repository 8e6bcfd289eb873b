import type { AdminEpisode } from '@crewcast/contracts/catalog';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useSetCaptions } from '../api/set-captions';

/** The video's captions tracks, and a WebVTT file to add or replace one (once the video is ready). */
export function CaptionsForm({ episode }: { episode: AdminEpisode }) {
  const t = useTranslation();
  const toast = useToast();
  const fileId = useId();
  const save = useSetCaptions(episode.id);
  const [language, setLanguage] = useState('en');
  const [label, setLabel] = useState('English');
  const [file, setFile] = useState<File | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const { captions, status } = episode.video;

  if (status !== 'ready') return <p className="catalog__muted">{t('console.catalog.captions.waiting')}</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setErrors({});
    try {
      await save.mutateAsync({ language, label, vtt: await file.text() });
      toast({ tone: 'success', message: t('console.catalog.captions.saved', label) });
    } catch (failure) {
      console.warn('The captions could not be saved', failure);
      setErrors(
        failure instanceof ApiError
          ? (failure.body?.fields ?? { form: [failure.message] })
          : { form: [t('console.catalog.failed')] },
      );
    }
  }

  const fileError = [...(errors.vtt ?? []), ...(errors.captions ?? [])].join('; ');
  return (
    <>
      {captions.length === 0 ? (
        <p className="catalog__muted">{t('console.catalog.captions.none')}</p>
      ) : (
        <ul className="catalog__captions">
          {captions.map((track) => (
            <li key={track.language}>{t('console.catalog.captions.track', track.label, track.language)}</li>
          ))}
        </ul>
      )}
      <form className="catalog__form" onSubmit={submit} noValidate>
        <div className="catalog__row">
          <Input
            label={t('console.catalog.captions.language')}
            value={language}
            maxLength={20}
            error={errors.language?.[0]}
            onChange={(event) => setLanguage(event.target.value)}
          />
          <Input
            label={t('console.catalog.captions.label')}
            value={label}
            maxLength={100}
            error={errors.label?.[0]}
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <label className="field__label" htmlFor={fileId}>
          {t('console.catalog.captions.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".vtt,text/vtt"
          aria-describedby={fileError ? `${fileId}-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0])}
        />
        {fileError && (
          <p id={`${fileId}-error`} className="field__error" role="alert">
            {fileError}
          </p>
        )}
        {errors.form && (
          <p className="field__error" role="alert">
            {errors.form[0]}
          </p>
        )}
        <Button type="submit" pending={save.isPending} disabled={!file}>
          {t('console.catalog.captions.save')}
        </Button>
      </form>
    </>
  );
}
