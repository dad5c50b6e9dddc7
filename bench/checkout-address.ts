/** The delivery and billing fields a bench's shopper checks out with. */
export const ADDRESS = {
  name: 'Meena Raman',
  street: '12 Temple Street',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  country: 'India',
  postal_code: '641001',
  mobile: '9876543210',
  email: 'meena@example.in',
  bill_name: 'Meena Raman',
  bill_street: '12 Temple Street',
  bill_city: 'Coimbatore',
  bill_state: 'Tamil Nadu',
  bill_country: 'India',
  bill_postal_code: '641001',
  bill_mobile: '9876543210',
};
