import type { AdminLivestream } from '@crewcast/contracts/realtime';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { logUnexpected, requestMessage } from '@/lib/errors/request-errors';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { ConsoleCard } from '../../components/console-card';
import { staffErrorRules } from '../../components/staff-error-rules';
import { useUpdateChatSettings } from '../api/update-chat-settings';

/** The slow-mode choices, in seconds between one member's messages (0 is off). */
const SLOW_MODE_CHOICES = [0, 5, 10, 30, 60, 120, 300];

/** One stream's chat rules: slow mode and the word filter, saved together. */
export function StreamChatSettings({ stream }: { stream: AdminLivestream }) {
  const t = useTranslation();
  const toast = useToast();
  const update = useUpdateChatSettings(stream.livestreamId);
  const [slowModeSeconds, setSlowModeSeconds] = useState(stream.chat.slowModeSeconds);
  const [blockedWords, setBlockedWords] = useState(stream.chat.blockedWords);
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const choices = [...new Set([...SLOW_MODE_CHOICES, stream.chat.slowModeSeconds])].sort((a, b) => a - b);

  function addWord(event: FormEvent) {
    event.preventDefault();
    const added = word.trim().toLowerCase();
    if (added && !blockedWords.includes(added)) setBlockedWords([...blockedWords, added]);
    setWord('');
  }

  async function save() {
    setError(undefined);
    try {
      await update.mutateAsync({ slowModeSeconds, blockedWords });
      toast({ tone: 'success', message: t('console.chat.settings.saved', stream.title) });
    } catch (failure) {
      logUnexpected(failure, 'Saving chat settings');
      setError(requestMessage(failure, t, staffErrorRules('console.chat.settings.failed')));
    }
  }

  return (
    <ConsoleCard
      className="stream-chat-settings"
      headClassName="stream-chat-settings__header"
      title={stream.title}
      titleAs="h3"
      status={<span className="status-pill">{t(`console.chat.state.${stream.state}`)}</span>}
    >
      <Select
        label={t('console.chat.slowMode')}
        value={String(slowModeSeconds)}
        options={choices.map((seconds) => ({
          value: String(seconds),
          label:
            seconds === 0
              ? t('console.chat.slowMode.off')
              : t(countSlug('console.chat.slowMode.seconds', seconds), seconds),
        }))}
        onChange={(event) => setSlowModeSeconds(Number(event.target.value))}
      />
      <div className="stream-chat-settings__words">
        <h4>{t('console.chat.words')}</h4>
        {blockedWords.length === 0 ? (
          <p className="stream-chat-settings__muted">{t('console.chat.words.empty')}</p>
        ) : (
          <ul className="stream-chat-settings__chips">
            {blockedWords.map((blocked) => (
              <li key={blocked} className="stream-chat-settings__chip">
                {blocked}
                <button
                  type="button"
                  aria-label={t('console.chat.words.remove', blocked)}
                  onClick={() => setBlockedWords(blockedWords.filter((other) => other !== blocked))}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="stream-chat-settings__add" onSubmit={addWord}>
          <Input
            label={t('console.chat.words.add.label')}
            value={word}
            maxLength={60}
            onChange={(event) => setWord(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={word.trim() === ''}>
            {t('console.chat.words.add')}
          </Button>
        </form>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Button className="stream-chat-settings__save" pending={update.isPending} onClick={save}>
        {t('console.chat.settings.save')}
      </Button>
    </ConsoleCard>
  );
}
