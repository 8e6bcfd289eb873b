import { useId, type FormEvent } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import './search-form.css';

interface SearchFormProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit?: () => void;
  placeholder: string;
  /** 'bar': the compact box of the top bar; 'page': the search page's own, larger one. */
  variant: 'bar' | 'page';
  autoFocus?: boolean;
}

/** A labelled search box with its magnifier: the top bar's and the search page's. */
export function SearchForm({ value, onChange, onSubmit, placeholder, variant, autoFocus }: SearchFormProps) {
  const t = useTranslation();
  const inputId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit?.();
  }
  return (
    <form className={`search-form search-form--${variant}`} role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <SearchIcon className="search-form__icon" />
      <input
        id={inputId}
        className="search-form__input"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        autoFocus={autoFocus}
      />
    </form>
  );
}
