import { useId } from 'react';
import { ORDER_NO_EXAMPLE, ORDER_NO_LENGTH } from '../../../common/domain/tracking';

interface OrderSearchFormProps {
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  onClear: () => void;
}

/** The order-number box with Search and Clear. */
export function OrderSearchForm({ value, onChange, onSearch, onClear }: OrderSearchFormProps) {
  const id = useId();
  return (
    <form
      className="cc-track-search d-flex flex-wrap gap-2 mb-4"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <label htmlFor={id} className="form-label fw-semibold w-100 mb-0">
        Order number
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={`e.g. ${ORDER_NO_EXAMPLE}`}
        value={value}
        maxLength={ORDER_NO_LENGTH + 4}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="submit" className="btn btn-success">
        Search
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={onClear}>
        Clear
      </button>
    </form>
  );
}
