import { useState } from 'react';

/** The time the component first showed, so renders stay pure; good for dates shown in days. */
export function useNow(): number {
  const [now] = useState(Date.now);
  return now;
}
