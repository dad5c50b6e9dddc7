import { describe, expect, it } from 'vitest';
import { buyerGstinProblems, gstinCheckCharacter, normalGstin } from '../../common/domain/gstin';
import { INDIAN_STATE_RECORDS } from '../../common/domain/states';
import { placeOrderProblem, validateCheckout } from '../../common/domain/validation';

const KERALA_CLINIC = '32AAECM1234K1ZS';

describe('a business buyer’s GSTIN at checkout', () => {
  it('accepts a right GSTIN of the billing state, typed in any case and spacing', () => {
    expect(buyerGstinProblems(KERALA_CLINIC, 'Medicare Clinic LLP', 'Kerala')).toEqual({});
    expect(buyerGstinProblems(' 32aaecm1234k1zs ', 'Medicare Clinic LLP', ' kerala')).toEqual({});
    expect(buyerGstinProblems('32 AAECM 1234K 1ZS', 'Medicare Clinic LLP', 'Kerala')).toEqual({});
    expect(normalGstin(' 32aaecm 1234k1zs')).toBe(KERALA_CLINIC);
  });

  it('is no GSTIN at all when both fields are blank', () => {
    expect(buyerGstinProblems('', '', 'Kerala')).toEqual({});
    expect(buyerGstinProblems('  ', ' ', 'Kerala')).toEqual({});
  });

  it('asks for both', () => {
    expect(buyerGstinProblems('', 'Medicare Clinic LLP', 'Kerala')).toEqual({
      gstin: 'Please enter the GSTIN of the registered business (or leave both fields blank).',
    });
    expect(buyerGstinProblems(KERALA_CLINIC, ' ', 'Kerala')).toEqual({
      business_name: 'Please enter the registered business name for the GSTIN.',
    });
  });

  it('refuses a wrong format, a wrong check character and an unknown state code', () => {
    expect(buyerGstinProblems('32AAECM1234K1Z', 'M', 'Kerala').gstin).toMatch(/^A GSTIN is 15 characters/);
    expect(buyerGstinProblems('32AAECM1234K1ZT', 'M', 'Kerala').gstin).toBe(
      "The GSTIN's last character is T, but its first 14 characters give S: a character is mistyped.",
    );
    // One character changed in the middle: the check character catches it.
    expect(buyerGstinProblems('32AAECM1243K1ZS', 'M', 'Kerala').gstin).toMatch(/a character is mistyped/);
    const first14 = '99AAECM1234K1Z';
    expect(buyerGstinProblems(first14 + gstinCheckCharacter(first14), 'M', 'Kerala').gstin).toBe(
      "This GSTIN's state code 99 is not an Indian state or union territory.",
    );
  });

  it('needs the GSTIN’s state to be the billing state, for every state and territory', () => {
    for (const s of INDIAN_STATE_RECORDS) {
      for (const code of s.gstCodes) {
        const first14 = `${code}AAECM1234K1Z`;
        const gstin = first14 + gstinCheckCharacter(first14);
        expect(buyerGstinProblems(gstin, 'M', s.name), `${s.name} ${code}`).toEqual({});
      }
      const other = s.name === 'Kerala' ? 'Tamil Nadu' : 'Kerala';
      const code = s.gstCodes[0];
      const first14 = `${code}AAECM1234K1Z`;
      expect(buyerGstinProblems(first14 + gstinCheckCharacter(first14), 'M', other).gstin).toBe(
        `This GSTIN is registered in ${s.name} (${code}), but the billing state is ${other} (${other === 'Kerala' ? '32' : '33'}).`,
      );
    }
  });

  it('is the server’s last check and the form’s, under the business fields', () => {
    const body = {
      name: 'A',
      street: 'B',
      city: 'Kochi',
      state: 'Kerala',
      country: 'INDIA',
      postal_code: '682016',
      mobile: '9876543210',
      email: 'a@b.in',
      bill_name: 'A',
      bill_street: 'B',
      bill_city: 'Chennai',
      bill_state: 'Tamil Nadu',
      bill_country: 'INDIA',
      bill_postal_code: '600001',
      bill_mobile: '9876543210',
    };
    expect(placeOrderProblem(body)).toBeUndefined();
    expect(placeOrderProblem({ ...body, buyer_gstin: null, buyer_business_name: null })).toBeUndefined();
    // The billing state decides, not the delivery state.
    expect(placeOrderProblem({ ...body, buyer_gstin: KERALA_CLINIC, buyer_business_name: 'Medicare' })).toBe(
      'This GSTIN is registered in Kerala (32), but the billing state is Tamil Nadu (33).',
    );
    expect(
      placeOrderProblem({ ...body, buyer_gstin: '33AAECM1234K1ZQ', buyer_business_name: 'Medicare' }),
    ).toBeUndefined();
    const address = { ...body, phone: body.mobile };
    expect(validateCheckout(address, null, { gstin: '32AAECM1234K1ZT', business_name: '' })).toEqual({
      'business.gstin': "The GSTIN's last character is T, but its first 14 characters give S: a character is mistyped.",
      'business.business_name': 'Please enter the registered business name for the GSTIN.',
    });
  });
});
