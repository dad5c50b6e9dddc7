import type { Ref } from 'react';
import type { AddressForm, AddressPart, BusinessForm } from '../../../common/domain/validation';
import { AddressFields } from './AddressFields';
import { BusinessFields } from './BusinessFields';

interface CheckoutFormProps {
  formRef: Ref<HTMLFormElement>;
  delivery: AddressForm;
  billing: AddressForm;
  sameBilling: boolean;
  onSameBilling: (same: boolean) => void;
  onDeliveryChange: (part: AddressPart) => (value: string) => void;
  onBillingChange: (part: AddressPart) => (value: string) => void;
  onDeliveryLeave: (part: AddressPart, value: string) => void;
  onBillingLeave: (part: AddressPart, value: string) => void;
  errorOf: (part: AddressPart, billing: boolean) => string | undefined;
  /** A business buyer's GSTIN and name (BusinessFields). */
  business: {
    open: boolean;
    onOpen: (open: boolean) => void;
    values: BusinessForm;
    onChange: (part: keyof BusinessForm) => (value: string) => void;
    onLeave: (part: keyof BusinessForm, value: string) => void;
    error: (part: keyof BusinessForm) => string | undefined;
  };
  onSubmit: () => void;
}

/** The delivery address, the billing choice and (when it differs) the billing address. Place Order submits it from the summary. */
export function CheckoutForm({
  formRef,
  delivery,
  billing,
  sameBilling,
  onSameBilling,
  onDeliveryChange,
  onBillingChange,
  onDeliveryLeave,
  onBillingLeave,
  errorOf,
  business,
  onSubmit,
}: CheckoutFormProps) {
  return (
    <form
      id="checkout-form"
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="mb-4">
        <legend className="h4">Delivery address</legend>
        <AddressFields
          values={delivery}
          onChange={onDeliveryChange}
          error={(part) => errorOf(part, false)}
          onLeave={onDeliveryLeave}
        />
      </fieldset>

      <fieldset className="mb-3">
        <legend className="h5">Billing address</legend>
        <div className="form-check">
          <input
            id="billing-same"
            type="radio"
            name="billing"
            className="form-check-input"
            checked={sameBilling}
            onChange={() => onSameBilling(true)}
          />
          <label htmlFor="billing-same" className="form-check-label">
            Same as delivery address
          </label>
        </div>
        <div className="form-check">
          <input
            id="billing-different"
            type="radio"
            name="billing"
            className="form-check-input"
            checked={!sameBilling}
            onChange={() => onSameBilling(false)}
          />
          <label htmlFor="billing-different" className="form-check-label">
            Use a different billing address
          </label>
        </div>
      </fieldset>

      {!sameBilling && (
        <fieldset className="mb-4" aria-label="Billing details">
          <AddressFields
            values={billing}
            onChange={onBillingChange}
            error={(part) => errorOf(part, true)}
            billing
            onLeave={onBillingLeave}
          />
        </fieldset>
      )}

      <BusinessFields {...business} />
    </form>
  );
}
