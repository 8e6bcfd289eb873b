import { LogoMark } from '@/components/brand/logo';
import { Spinner } from '@/components/ui/spinner';
import './boot-screen.css';

/** What shows while start-up runs: no words yet, since the translations are among the things loading. */
export function BootScreen() {
  return (
    <div className="boot-screen" aria-busy="true">
      <LogoMark />
      <Spinner />
    </div>
  );
}
