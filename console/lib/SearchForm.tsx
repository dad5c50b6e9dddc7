import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TextField } from './TextField';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange' | 'type'>;

/** A console list's search: a labelled search field and its button, as one `role="search"` form. */
export function SearchForm({
  label,
  value,
  onChange,
  onSubmit,
  button = 'Search',
  fit = false,
  ...input
}: InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  button?: string;
  /** As wide as its content on a wide screen (the product and stock lists). */
  fit?: boolean;
}) {
  return (
    <form role="search" className={fit ? 'c-search c-fit' : 'c-search'} onSubmit={onSubmit}>
      <TextField label={label} type="search" value={value} onChange={onChange} {...input} />
      <button type="submit" className="c-button">
        {button}
      </button>
    </form>
  );
}

/** The product and stock lists' search: a product by its name or number. */
export function ProductSearchForm(props: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  return <SearchForm label="Product name or number" fit autoComplete="off" maxLength={100} {...props} />;
}

/**
 * A list's search words kept in the address as `?q=` (so Back and a shared link show the same list):
 * `q` is what the list shows, `search` what is typed, and `submit` puts it in the address, keeping the
 * address's other parameters (a filter chip).
 */
export function useAddressSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [search, setSearch] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (search.trim()) next.set('q', search.trim());
    else next.delete('q');
    setParams(next);
  };
  return { q, params, setParams, search, setSearch, submit };
}
