import { useId, useState } from 'react';
import { messages } from '../../../common/domain/messages';
import { canonicalState, likelyState, suggestIndianStates } from '../../../common/domain/states';

interface StateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  className?: string;
  /** The shopper left the field or picked a state: checked then (common/domain/states.ts). */
  onLeave?: (value: string) => void;
}

/**
 * The state box: free text, with suggestions from every Indian state and union territory
 * matching what is typed anywhere in the name (a combobox: arrows move, Enter picks, Escape closes).
 * A state that is not one of the list is marked under the field; when it is a near miss ('Kerela',
 * 'TN'), the correction is offered as a button beside the reason.
 */
export function StateField({ label, value, onChange, error, className, onLeave }: StateFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = suggestIndianStates(value);
  const showList = open && value.trim() !== '';

  // Offered only while the problem shown is about the state itself (not a PIN's, not a blank one's).
  const correction = error && value.trim() && !canonicalState(value) ? likelyState(value) : undefined;

  function pick(state: string) {
    onChange(state);
    setOpen(false);
    setActive(-1);
    onLeave?.(state);
  }

  return (
    <div className={`state-field ${className ?? ''}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="address-level1"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={(e) => {
          setOpen(false);
          onLeave?.(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
            if (suggestions.length === 0) return;
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((i) => (i + step + suggestions.length) % suggestions.length);
          } else if (e.key === 'Enter' && showList && active >= 0 && suggestions[active]) {
            e.preventDefault();
            pick(suggestions[active]);
          } else if (e.key === 'Escape' && showList) {
            e.preventDefault();
            setOpen(false);
          }
        }}
      />
      {/* Always present so aria-controls points at something; empty and hidden while closed. */}
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        className="state-suggestions"
        hidden={!showList}
      >
        {showList &&
          suggestions.map((state, i) => (
            <li
              key={state}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: picking must happen before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(state);
              }}
            >
              {state}
            </li>
          ))}
        {showList && suggestions.length === 0 && (
          <li className="state-suggestions__none" role="option" aria-selected={false} aria-disabled="true">
            {messages.noStateSuggestions}
          </li>
        )}
      </ul>
      {error && (
        <div className="invalid-feedback d-block">
          <span id={errorId}>{error}</span>
          {correction && (
            <>
              {' '}
              <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => pick(correction)}>
                Use {correction}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
