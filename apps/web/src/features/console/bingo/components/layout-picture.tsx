import { IMAGE_CONTENT_TYPES } from '@crewcast/contracts/catalog';
import type { AdminBingoLayout, BingoImageKind } from '@crewcast/contracts/bingo';
import { useId } from 'react';
import { useToast } from '@/components/shell/toast';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { hostBaseUrl } from '@/lib/runtime-config';
import { PictureRefused } from '../../catalog/api/picture-upload';
import { useSetBingoImage } from '../api/set-bingo-image';

/** A layout's banner or background: a thumbnail of the current one and a file picker that replaces it. */
export function LayoutPicture({ layout, kind }: { layout: AdminBingoLayout; kind: BingoImageKind }) {
  const t = useTranslation();
  const showToast = useToast();
  const id = useId();
  const upload = useSetBingoImage();
  const current = kind === 'banner' ? layout.bannerImage : layout.backgroundImage;
  const label = t(`console.bingo.picture.${kind}.named`, layout.name);

  async function choose(file: File | undefined) {
    if (!file) return;
    try {
      await upload.mutateAsync({ layoutId: layout.id, kind, file });
      showToast({ tone: 'success', message: t('console.bingo.picture.saved') });
    } catch (failure) {
      console.warn('The bingo picture could not be saved', failure);
      const message =
        failure instanceof PictureRefused
          ? t(failure.message)
          : failure instanceof ApiError
            ? failure.message
            : t('console.bingo.failed');
      showToast({ tone: 'error', message });
    }
  }

  return (
    <div className="bingo-console__picture">
      {current ? (
        <img src={`${hostBaseUrl('images')}${current}`} alt="" width={96} height={54} loading="lazy" />
      ) : (
        <span className="bingo-console__no-picture">{t('console.bingo.picture.none')}</span>
      )}
      <label className="button button--ghost bingo-console__upload" htmlFor={id}>
        {t(`console.bingo.picture.${kind}`)}
      </label>
      <input
        id={id}
        aria-label={label}
        className="visually-hidden"
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        disabled={upload.isPending}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
