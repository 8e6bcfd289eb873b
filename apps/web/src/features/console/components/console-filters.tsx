import type { ReactNode } from 'react';
import { Input, type InputProps } from '@/components/ui/input';
import type { AddressFilters } from './use-address-filters';

/** A list's filter fields in the toolbar, as a search landmark: typing filters, so the form sends nothing. */
export function ConsoleFilters({ children }: { children: ReactNode }) {
  return (
    <form className="console-toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}

/** A text filter of a list whose filters are kept in the address. */
export function FilterInput<Name extends string>({
  filters,
  name,
  ...props
}: { filters: AddressFilters<Name>; name: Name } & Omit<InputProps, 'value' | 'onChange'>) {
  return (
    <Input
      {...props}
      value={filters.typed[name]}
      onChange={(event) => filters.set(name, event.target.value)}
    />
  );
}

/** A list's search field, kept in the address as its `search` filter. */
export function SearchFilter({
  className = 'console-search',
  ...props
}: { filters: AddressFilters<'search'> } & Omit<InputProps, 'value' | 'onChange' | 'type' | 'name'>) {
  return <FilterInput {...props} className={className} type="search" name="search" />;
}
