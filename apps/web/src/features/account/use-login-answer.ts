import type { LoginAnswer } from '@crewcast/contracts/two-factor';
import { useCallback, useState } from 'react';
import type { SecondStep } from './api/complete-second-step';
import { useCompleteLogin } from './use-complete-login';

/**
 * What a sign-in answered: tokens complete the login at once; an account with a second factor gets the step to
 * answer first, which the page shows in place of its form.
 */
export function useLoginAnswer() {
  const completeLogin = useCompleteLogin();
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const onAnswer = useCallback(
    (answer: LoginAnswer) => {
      if ('secondFactor' in answer) setSecondStep(answer.secondFactor);
      else completeLogin(answer);
    },
    [completeLogin],
  );
  const cancel = useCallback(() => setSecondStep(null), []);
  return { secondStep, onAnswer, cancel, completeLogin };
}
