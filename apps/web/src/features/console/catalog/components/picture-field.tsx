import type { Image } from '@crewcast/contracts/content';
import { IMAGE_CONTENT_TYPES } from '@crewcast/contracts/catalog';
import { useId, useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { PictureRefused } from '../api/picture-upload';

/** One picture of a show or an episode: what is set now, and a file picker that replaces it. */
export function PictureField(props: {
  type: Image['type'];
  images: Image[];
  onUpload: (file: File) => Promise<unknown>;
}) {
  const { type, images, onUpload } = props;
  const t = useTranslation();
  const toast = useToast();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const current = images.find((image) => image.type === type);

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(undefined);
    setPending(true);
    try {
      await onUpload(file);
      toast({
        tone: 'success',
        message: t('console.catalog.picture.saved', t(`console.catalog.picture.${type}`)),
      });
    } catch (failure) {
      console.warn('The picture could not be saved', failure);
      setError(
        failure instanceof PictureRefused
          ? t(failure.message)
          : failure instanceof ApiError
            ? failure.message
            : t('console.catalog.failed'),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={`catalog__picture catalog__picture--${type}`}>
      <div className="catalog__picture-frame">
        {current ? <img src={current.url} alt="" /> : <span>{t('console.catalog.picture.none')}</span>}
        {pending && <Spinner />}
      </div>
      <label className="field__label" htmlFor={id}>
        {t(`console.catalog.picture.${type}`)}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        disabled={pending}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
