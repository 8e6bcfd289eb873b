import { BINGO_MIN_WORDS, type AdminBingoLayout } from '@crewcast/contracts/bingo';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFormDialog } from '../../components/console-form';
import { staffErrorRules } from '../../components/staff-error-rules';
import { useConsoleForm } from '../../components/use-console-form';
import { useSaveBingoLayout } from '../api/save-bingo-layout';

export interface LayoutDialogProps {
  /** The layout to edit; none to create one. */
  layout: AdminBingoLayout | null;
  onClose: () => void;
  onSaved: (layout: AdminBingoLayout) => void;
}

/** The words of the text box: one a line, blank lines left out. */
export const wordsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Creates a layout or edits one: its name and its pool of words, one a line. */
export function LayoutDialog({ layout, onClose, onSaved }: LayoutDialogProps) {
  const t = useTranslation();
  const save = useSaveBingoLayout();
  const form = useConsoleForm({
    initial: { name: layout?.name ?? '', text: layout?.words.join('\n') ?? '' },
    rules: ({ text }) =>
      staffErrorRules('console.bingo.failed', {
        name: 'name',
        words: 'text',
        // A refused word is named by its place in the list.
        ...Object.fromEntries(wordsOf(text).map((_, index) => [`words.${index}`, 'text'])),
      }),
    what: 'Saving a bingo layout',
    submit: async ({ name, text }) =>
      onSaved(await save.mutateAsync({ layoutId: layout?.id ?? null, body: { name, words: wordsOf(text) } })),
  });
  const count = wordsOf(form.values.text).length;

  return (
    <ConsoleFormDialog
      form={form}
      className="bingo-console__form"
      onClose={onClose}
      title={
        layout ? t('console.bingo.layout.edit.title', layout.name) : t('console.bingo.layout.create.title')
      }
      description={t('console.bingo.layout.description', String(BINGO_MIN_WORDS))}
      submitLabel={t('console.bingo.layout.save')}
    >
      <Input label={t('console.bingo.layout.name')} {...form.field('name')} required maxLength={100} />
      <Textarea
        label={t('console.bingo.layout.words')}
        hint={t('console.bingo.layout.words.count', String(count), String(BINGO_MIN_WORDS))}
        {...form.field('text')}
        required
        rows={10}
      />
    </ConsoleFormDialog>
  );
}
