import { BINGO_MIN_WORDS, type AdminBingoLayout } from '@crewcast/contracts/bingo';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { actionErrorsOf, type ActionErrors } from '../../members/components/action-errors';
import { useSaveBingoLayout } from '../api/save-bingo-layout';

export interface LayoutDialogProps {
  /** The layout to edit; none to create one. */
  layout: AdminBingoLayout | null;
  open: boolean;
  onClose: () => void;
  onSaved: (layout: AdminBingoLayout) => void;
}

const FORM_ID = 'bingo-layout-form';

/** The words of the text box: one a line, blank lines left out. */
export const wordsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Creates a layout or edits one: its name and its pool of words, one a line. */
export function LayoutDialog(props: LayoutDialogProps) {
  // Mounted afresh each time it opens, so the form starts from the layout as it is now.
  return props.open ? <OpenLayoutDialog {...props} /> : null;
}

function OpenLayoutDialog({ layout, onClose, onSaved }: LayoutDialogProps) {
  const t = useTranslation();
  const save = useSaveBingoLayout();
  const [name, setName] = useState(layout?.name ?? '');
  const [text, setText] = useState(layout?.words.join('\n') ?? '');
  const [errors, setErrors] = useState<ActionErrors>({ fields: {} });
  const count = wordsOf(text).length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setErrors({ fields: {} });
    try {
      onSaved(await save.mutateAsync({ layoutId: layout?.id ?? null, body: { name, words: wordsOf(text) } }));
    } catch (failure) {
      setErrors(actionErrorsOf(failure, t('console.bingo.failed')));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        layout ? t('console.bingo.layout.edit.title', layout.name) : t('console.bingo.layout.create.title')
      }
      description={t('console.bingo.layout.description', String(BINGO_MIN_WORDS))}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} pending={save.isPending}>
            {t('console.bingo.layout.save')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="bingo-console__form" onSubmit={submit} noValidate>
        {errors.message && <InlineAlert tone="error">{errors.message}</InlineAlert>}
        <Input
          label={t('console.bingo.layout.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.fields.name}
          required
          maxLength={100}
        />
        <Textarea
          label={t('console.bingo.layout.words')}
          hint={t('console.bingo.layout.words.count', String(count), String(BINGO_MIN_WORDS))}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={
            errors.fields.words ??
            Object.entries(errors.fields).find(([key]) => key.startsWith('words.'))?.[1]
          }
          required
          rows={10}
        />
      </form>
    </Dialog>
  );
}
