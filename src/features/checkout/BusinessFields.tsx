import { useId } from 'react';
import type { BusinessForm } from '../../../common/domain/validation';
import { FormField } from '../../components/common/FormField';

interface BusinessFieldsProps {
  open: boolean;
  onOpen: (open: boolean) => void;
  values: BusinessForm;
  onChange: (part: keyof BusinessForm) => (value: string) => void;
  onLeave: (part: keyof BusinessForm, value: string) => void;
  error: (part: keyof BusinessForm) => string | undefined;
}

/**
 * A business buyer's GSTIN and registered name, under the billing details, closed until asked for
 * (docs/decisions/0202-…): the spec's checkout is unchanged for everyone else. A saved GSTIN opens
 * it filled in.
 */
export function BusinessFields({ open, onOpen, values, onChange, onLeave, error }: BusinessFieldsProps) {
  const regionId = useId();
  return (
    <div className="mb-4 business-fields">
      <button
        type="button"
        className="btn btn-link px-0 text-decoration-underline"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => onOpen(!open)}
      >
        Buying for a business? Add your GSTIN
      </button>
      <fieldset id={regionId} hidden={!open} aria-label="Business details" className="row g-3 mt-0">
        {open && (
          <>
            <FormField
              className="col-md-6"
              label="GSTIN"
              value={values.gstin}
              onChange={onChange('gstin')}
              onBlur={(e) => onLeave('gstin', e.target.value)}
              error={error('gstin')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
            />
            <FormField
              className="col-md-6"
              label="Registered business name"
              value={values.business_name}
              onChange={onChange('business_name')}
              onBlur={(e) => onLeave('business_name', e.target.value)}
              error={error('business_name')}
              autoComplete="organization"
            />
          </>
        )}
      </fieldset>
    </div>
  );
}
