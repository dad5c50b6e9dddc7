import {
  acceptPhoneEdit,
  sanitizePinCode,
  type AddressForm,
  type AddressPart,
} from '../../../common/domain/validation';
import { FormField } from '../../components/common/FormField';
import { StateField } from './StateField';

interface PartField {
  label: string;
  billingLabel: string;
  className: string;
  /** The autocomplete token; the billing address's are in the `billing` section. */
  autoComplete?: string;
  type?: 'email' | 'tel';
  numeric?: boolean;
  maxLength?: number;
  /** The value an edit leaves in the field, or null to refuse the edit. */
  accept?: (input: string) => string | null;
}

const PARTS: Record<AddressPart, PartField> = {
  name: { label: 'Name', billingLabel: 'Billing name', className: 'col-md-6', autoComplete: 'name' },
  email: { label: 'Email', billingLabel: 'Billing email', className: 'col-md-6', autoComplete: 'email', type: 'email' },
  street: {
    label: 'Street address',
    billingLabel: 'Billing street address',
    className: 'col-12',
    autoComplete: 'street-address',
  },
  city: { label: 'City', billingLabel: 'Billing city', className: 'col-md-6', autoComplete: 'address-level2' },
  state: { label: 'State', billingLabel: 'Billing state', className: 'col-md-6' },
  country: { label: 'Country', billingLabel: 'Billing country', className: 'col-md-4', autoComplete: 'country-name' },
  postal_code: {
    label: 'PIN code',
    billingLabel: 'Billing PIN code',
    className: 'col-md-4',
    autoComplete: 'postal-code',
    numeric: true,
    maxLength: 6,
    accept: sanitizePinCode,
  },
  phone: {
    label: 'Phone',
    billingLabel: 'Billing phone',
    className: 'col-md-4',
    autoComplete: 'tel',
    type: 'tel',
    numeric: true,
    accept: acceptPhoneEdit,
  },
};

/** The form's order (the checks run in the server's order, common/domain/validation.ts). */
const ORDER = Object.keys(PARTS) as AddressPart[];

interface AddressFieldsProps {
  values: AddressForm;
  onChange: (part: AddressPart) => (value: string) => void;
  error: (part: AddressPart) => string | undefined;
  /** The billing address: its labels say so ('Billing name') and autofill fills it apart. */
  billing?: boolean;
  /** The shopper left a field (PIN, phone and e-mail are checked then, not only at Place Order). */
  onLeave?: (part: AddressPart, value: string) => void;
}

/** An address's eight fields in the checkout's grid, with the edits PIN code and phone accept. */
export function AddressFields({ values, onChange, error, billing, onLeave }: AddressFieldsProps) {
  return (
    <div className="row g-3">
      {ORDER.map((part) => {
        const field = PARTS[part];
        const label = billing ? field.billingLabel : field.label;
        const set = onChange(part);
        if (part === 'state')
          return (
            <StateField
              key={part}
              className={field.className}
              label={label}
              value={values[part]}
              onChange={set}
              error={error(part)}
              onLeave={onLeave ? (value) => onLeave(part, value) : undefined}
            />
          );
        const accept = field.accept;
        return (
          <FormField
            key={part}
            className={field.className}
            label={label}
            type={field.type}
            inputMode={field.numeric ? 'numeric' : undefined}
            autoComplete={billing ? `billing ${field.autoComplete}` : field.autoComplete}
            maxLength={field.maxLength}
            value={values[part]}
            onChange={
              accept
                ? (input) => {
                    const accepted = accept(input);
                    if (accepted !== null) set(accepted);
                  }
                : set
            }
            error={error(part)}
            onBlur={onLeave ? (e) => onLeave(part, e.target.value) : undefined}
          />
        );
      })}
    </div>
  );
}
