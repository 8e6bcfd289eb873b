import { useState, type FormEvent } from 'react';
import type { RequestFailure, RequestOutcome } from './realtime-errors';

/**
 * A message being written and sent over the realtime connection: its text, the refusal of the last send (cleared
 * by typing), whether it is on its way, and the form's submit, which sends the trimmed text (unless `blocked`) and
 * empties the field once it is taken.
 */
export function useMessageDraft(
  send: (message: string) => Promise<RequestOutcome<object>>,
  { initialText = '', blocked = false }: { initialText?: string; blocked?: boolean } = {},
) {
  const [text, setText] = useState(initialText);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const [sending, setSending] = useState(false);

  function type(value: string) {
    setText(value);
    setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending || blocked) return;
    setSending(true);
    const outcome = await send(message);
    setSending(false);
    if (outcome.ok) {
      setText('');
      setFailure(null);
    } else {
      setFailure(outcome);
    }
  }

  return { text, type, failure, sending, submit };
}
