import { describe, expect, it } from 'vitest';
import {
  canonicalState,
  gstStateCode,
  INDIAN_STATE_RECORDS,
  INDIAN_STATES_AND_UTS,
  likelyState,
  pinStateProblem,
  stateOfGstCode,
  stateProblem,
  statesOfPin,
  type IndianStateOrUt,
} from '../../common/domain/states';
import { deliveryChargePaise } from '../../common/domain/delivery';
import { placeOrderProblem, stateFieldProblems, validateCheckout } from '../../common/domain/validation';

/** The GST state code list as the GST portal publishes it, written out again here on purpose. */
const GST_CODES: Record<IndianStateOrUt, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** A real PIN of each state's or territory's capital (or main town), and the states it may be in. */
const CAPITAL_PINS: [IndianStateOrUt, string, IndianStateOrUt[]][] = [
  ['Andhra Pradesh', '520001', ['Andhra Pradesh']], // Vijayawada
  ['Arunachal Pradesh', '791111', ['Arunachal Pradesh']], // Itanagar
  ['Assam', '781001', ['Assam']], // Guwahati
  ['Bihar', '800001', ['Bihar']], // Patna
  ['Chhattisgarh', '492001', ['Chhattisgarh']], // Raipur
  ['Goa', '403001', ['Goa']], // Panaji
  ['Gujarat', '380001', ['Gujarat']], // Ahmedabad
  ['Haryana', '122001', ['Haryana']], // Gurugram
  ['Himachal Pradesh', '171001', ['Himachal Pradesh']], // Shimla
  ['Jharkhand', '834001', ['Jharkhand']], // Ranchi
  ['Karnataka', '560001', ['Karnataka']], // Bengaluru
  ['Kerala', '682002', ['Kerala']], // Kochi
  ['Madhya Pradesh', '462001', ['Madhya Pradesh']], // Bhopal
  ['Maharashtra', '400001', ['Maharashtra']], // Mumbai
  ['Manipur', '795001', ['Manipur']], // Imphal
  ['Meghalaya', '793001', ['Meghalaya']], // Shillong
  ['Mizoram', '796001', ['Mizoram']], // Aizawl
  ['Nagaland', '797001', ['Nagaland']], // Kohima
  ['Odisha', '751001', ['Odisha']], // Bhubaneswar
  ['Punjab', '141001', ['Punjab']], // Ludhiana
  ['Rajasthan', '302001', ['Rajasthan']], // Jaipur
  ['Sikkim', '737101', ['Sikkim']], // Gangtok
  ['Tamil Nadu', '600001', ['Tamil Nadu']], // Chennai
  ['Telangana', '500001', ['Telangana']], // Hyderabad
  ['Tripura', '799001', ['Tripura']], // Agartala
  ['Uttar Pradesh', '226001', ['Uttar Pradesh']], // Lucknow
  ['Uttarakhand', '248001', ['Uttarakhand']], // Dehradun
  ['West Bengal', '700001', ['West Bengal']], // Kolkata
  ['Andaman and Nicobar Islands', '744101', ['Andaman and Nicobar Islands']], // Port Blair
  ['Chandigarh', '160017', ['Punjab', 'Chandigarh']], // Sector 17 (Mohali shares 160)
  ['Dadra and Nagar Haveli and Daman and Diu', '396230', ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']], // Silvassa
  ['Delhi', '110001', ['Delhi']],
  ['Jammu and Kashmir', '190001', ['Jammu and Kashmir']], // Srinagar
  ['Ladakh', '194101', ['Jammu and Kashmir', 'Ladakh']], // Leh
  ['Lakshadweep', '682555', ['Lakshadweep']], // Kavaratti
  ['Puducherry', '605001', ['Tamil Nadu', 'Puducherry']],
];

/**
 * India Post's postal circles by the first two digits of the PIN (the Army Postal Service's 9 aside),
 * and the states and territories inside each.
 */
const CIRCLES: [string[], IndianStateOrUt[]][] = [
  [['11'], ['Delhi']],
  [['12', '13'], ['Haryana']],
  [
    ['14', '15', '16'],
    ['Punjab', 'Chandigarh'],
  ],
  [['17'], ['Himachal Pradesh']],
  [
    ['18', '19'],
    ['Jammu and Kashmir', 'Ladakh'],
  ],
  [
    ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
    ['Uttar Pradesh', 'Uttarakhand'],
  ],
  [['30', '31', '32', '33', '34'], ['Rajasthan']],
  [
    ['36', '37', '38', '39'],
    ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  ],
  [
    ['40', '41', '42', '43', '44'],
    ['Maharashtra', 'Goa'],
  ],
  [['45', '46', '47', '48'], ['Madhya Pradesh']],
  [['49'], ['Chhattisgarh']],
  [
    ['50', '51', '52', '53'],
    ['Telangana', 'Andhra Pradesh', 'Puducherry'],
  ],
  [['56', '57', '58', '59'], ['Karnataka']],
  [
    ['60', '61', '62', '63', '64'],
    ['Tamil Nadu', 'Puducherry'],
  ],
  [
    ['67', '68', '69'],
    ['Kerala', 'Lakshadweep', 'Puducherry'],
  ],
  [
    ['70', '71', '72', '73', '74'],
    ['West Bengal', 'Sikkim', 'Andaman and Nicobar Islands'],
  ],
  [['75', '76', '77'], ['Odisha']],
  [['78'], ['Assam']],
  [['79'], ['Arunachal Pradesh', 'Meghalaya', 'Manipur', 'Mizoram', 'Nagaland', 'Tripura']],
  [
    ['80', '81', '82', '83', '84', '85'],
    ['Bihar', 'Jharkhand'],
  ],
];

describe('the one list of states and union territories', () => {
  it('holds 28 states and 8 union territories, each with its GST code', () => {
    expect(INDIAN_STATES_AND_UTS).toHaveLength(36);
    expect(INDIAN_STATE_RECORDS.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATE_RECORDS.filter((s) => s.kind === 'union territory')).toHaveLength(8);
    expect(new Set(INDIAN_STATES_AND_UTS)).toEqual(new Set(Object.keys(GST_CODES)));
    for (const name of INDIAN_STATES_AND_UTS) {
      expect(gstStateCode(name), name).toBe(GST_CODES[name]);
      expect(stateOfGstCode(GST_CODES[name]), name).toBe(name);
    }
    // Codes still printed on registrations from before a merger or split.
    expect(stateOfGstCode('25')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateOfGstCode('28')).toBe('Andhra Pradesh');
    expect(stateOfGstCode('99')).toBeUndefined();
  });

  it.each(INDIAN_STATES_AND_UTS)('%s is itself in any case and spacing, and has a PIN of its own', (name) => {
    expect(canonicalState(name)).toBe(name);
    expect(canonicalState(name.toUpperCase())).toBe(name);
    expect(canonicalState(`  ${name.toLowerCase().replace(/ /g, '   ')} `)).toBe(name);
    expect(stateProblem(name)).toBeNull();
    const [, pin, states] = CAPITAL_PINS.find(([state]) => state === name)!;
    expect(statesOfPin(pin)).toEqual(states);
    expect(pinStateProblem(pin, name)).toBeNull();
  });

  it.each(INDIAN_STATE_RECORDS.flatMap((s) => s.aliases.map((alias) => [alias, s.name] as const)))(
    'alias %j is offered as %s, never taken as it is',
    (alias, name) => {
      expect(canonicalState(alias)).toBeUndefined();
      expect(likelyState(alias)).toBe(name);
      expect(likelyState(alias.toLowerCase())).toBe(name);
      expect(stateProblem(alias)?.suggestion).toBe(name);
    },
  );

  it.each([
    ['Kerela', 'Kerala'],
    ['kerela ', 'Kerala'],
    ['Tamilnadu', 'Tamil Nadu'],
    ['TamilNadu', 'Tamil Nadu'],
    ['TN', 'Tamil Nadu'],
    ['t.n.', 'Tamil Nadu'],
    ['Orissa', 'Odisha'],
    ['Pondicherry', 'Puducherry'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['Maharastra', 'Maharashtra'],
    ['Maharashtr', 'Maharashtra'],
    ['Gujrat', 'Gujarat'],
    ['Chattisgarh', 'Chhattisgarh'],
    ['Telengana', 'Telangana'],
    ['Karnatka', 'Karnataka'],
    ['West Bangal', 'West Bengal'],
    ['Utter Pradesh', 'Uttar Pradesh'],
    ['Uttaranchal', 'Uttarakhand'],
    ['Andra Pradesh', 'Andhra Pradesh'],
    ['Arunachal Pradseh', 'Arunachal Pradesh'],
    ['Himachal Pradesh.', 'Himachal Pradesh'],
    ['New Delhi', 'Delhi'],
    ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
    ['Lakshadeep', 'Lakshadweep'],
    ['Meghalya', 'Meghalaya'],
    ['Nagalnd', 'Nagaland'],
  ])('%j: did you mean %s?', (typed, meant) => {
    expect(canonicalState(typed)).toBeUndefined();
    expect(likelyState(typed)).toBe(meant);
    expect(stateProblem(typed)).toEqual({
      message: `State "${typed.trim()}" is not an Indian state or union territory. Did you mean ${meant}?`,
      suggestion: meant,
    });
  });

  it.each(['Atlantis', 'Kerelaaaa', 'Tamil', 'Pradesh', 'Uttar', 'XY', 'Nepal', 'California', '12345'])(
    '%j is refused with no guess',
    (typed) => {
      expect(likelyState(typed)).toBeUndefined();
      expect(stateProblem(typed)).toEqual({ message: `State "${typed}" is not an Indian state or union territory.` });
    },
  );

  it('names the billing field in its message, and leaves a blank state to the required check', () => {
    expect(stateProblem('Kerela', 'Billing state')?.message).toBe(
      'Billing state "Kerela" is not an Indian state or union territory. Did you mean Kerala?',
    );
    expect(stateProblem('')).toBeNull();
    expect(stateProblem('   ')).toBeNull();
  });
});

describe('PIN codes against states', () => {
  it('places every PIN of every postal circle in one of the circle’s states', () => {
    for (const [prefixes, states] of CIRCLES)
      for (const two of prefixes)
        for (const rest of ['0001', '1234', '5555', '9999']) {
          const found = statesOfPin(two + rest);
          expect(found, two + rest).not.toBeNull();
          expect(found!.length, two + rest).toBeGreaterThan(0);
          for (const state of found!) expect(states, `${two + rest}: ${state}`).toContain(state);
        }
  });

  it('places no PIN whose first digits are no circle’s, and checks none of the Army Postal Service', () => {
    for (const two of ['10', '29', '35', '54', '55', '65', '66', '86', '87', '88', '89'])
      expect(statesOfPin(`${two}0001`), two).toEqual([]);
    expect(statesOfPin('012345')).toEqual([]);
    expect(statesOfPin('68200')).toEqual([]);
    expect(statesOfPin('99001')).toEqual([]);
    expect(statesOfPin('900001')).toBeNull();
    expect(statesOfPin('560099')).toEqual(['Karnataka']);
    expect(pinStateProblem('900001', 'Kerala')).toBeNull();
    expect(pinStateProblem('350001', 'Rajasthan')).toBe('PIN 350001 is not a PIN code of any Indian postal circle.');
  });

  it.each([
    // PIN, where it is, the states it may be in
    ['629001', 'Nagercoil', ['Tamil Nadu']],
    ['695001', 'Thiruvananthapuram', ['Kerala']],
    ['678001', 'Palakkad', ['Kerala']],
    ['641001', 'Coimbatore', ['Tamil Nadu']],
    ['605602', 'Villupuram', ['Tamil Nadu', 'Puducherry']],
    ['609602', 'Karaikal', ['Tamil Nadu', 'Puducherry']],
    ['533464', 'Yanam', ['Puducherry']],
    ['533001', 'Kakinada', ['Andhra Pradesh']],
    ['673310', 'Mahe', ['Puducherry']],
    ['673001', 'Kozhikode', ['Kerala']],
    ['682555', 'Kavaratti', ['Lakshadweep']],
    ['160062', 'Mohali', ['Punjab', 'Chandigarh']],
    ['134109', 'Panchkula', ['Haryana']],
    ['201301', 'Noida', ['Uttar Pradesh']],
    ['122018', 'Gurugram', ['Haryana']],
    ['247667', 'Roorkee', ['Uttar Pradesh', 'Uttarakhand']],
    ['263001', 'Nainital', ['Uttarakhand']],
    ['249401', 'Haridwar', ['Uttarakhand']],
    ['403601', 'Margao', ['Goa']],
    ['416510', 'Sawantwadi', ['Maharashtra']],
    ['362520', 'Diu', ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']],
    ['396210', 'Daman', ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']],
    ['507111', 'Bhadrachalam', ['Andhra Pradesh', 'Telangana']],
    ['509001', 'Mahbubnagar', ['Telangana']],
    ['737102', 'Gangtok', ['Sikkim']],
    ['734001', 'Siliguri', ['West Bengal']],
    ['744101', 'Port Blair', ['Andaman and Nicobar Islands']],
    ['814112', 'Deoghar', ['Jharkhand']],
    ['813210', 'Bhagalpur district', ['Bihar', 'Jharkhand']],
    ['812001', 'Bhagalpur', ['Bihar']],
    ['831001', 'Jamshedpur', ['Jharkhand']],
    ['797112', 'Dimapur', ['Nagaland']],
    ['788001', 'Silchar', ['Assam']],
    ['194103', 'Kargil', ['Jammu and Kashmir', 'Ladakh']],
    ['180001', 'Jammu', ['Jammu and Kashmir']],
  ] as const)('border PIN %s (%s) is in %j', (pin, _town, states) => {
    expect(statesOfPin(pin)).toEqual(states);
    for (const state of states) expect(pinStateProblem(pin, state)).toBeNull();
  });

  it('names both when a PIN contradicts the state', () => {
    expect(pinStateProblem('682002', 'Tamil Nadu')).toBe('PIN 682002 is in Kerala, not Tamil Nadu.');
    expect(pinStateProblem('600001', 'Kerala', 'Billing PIN')).toBe('Billing PIN 600001 is in Tamil Nadu, not Kerala.');
    expect(pinStateProblem('605001', 'Kerala')).toBe('PIN 605001 is in Tamil Nadu or Puducherry, not Kerala.');
    expect(pinStateProblem('682555', 'Kerala')).toBe('PIN 682555 is in Lakshadweep, not Kerala.');
    expect(pinStateProblem('248001', 'Uttar Pradesh')).toBe('PIN 248001 is in Uttarakhand, not Uttar Pradesh.');
    // Nothing to say until both are proper values: each has its own check.
    expect(pinStateProblem('6820', 'Tamil Nadu')).toBeNull();
    expect(pinStateProblem('682002', 'Kerela')).toBeNull();
  });
});

describe('checkout’s state checks', () => {
  const address = {
    name: 'Asha',
    street: '1 MG Road',
    city: 'Kochi',
    state: 'Kerala',
    country: 'INDIA',
    postal_code: '682002',
    phone: '9876543210',
    email: 'asha@example.com',
  };
  const body = (over: Record<string, string> = {}) => ({
    name: 'Asha',
    street: '1 MG Road',
    city: 'Kochi',
    state: 'Kerala',
    country: 'INDIA',
    postal_code: '682002',
    mobile: '9876543210',
    email: 'asha@example.com',
    bill_name: 'Asha',
    bill_street: '1 MG Road',
    bill_city: 'Kochi',
    bill_state: 'Kerala',
    bill_country: 'INDIA',
    bill_postal_code: '682002',
    bill_mobile: '9876543210',
    ...over,
  });

  it('the server refuses what the form marks, first problem first', () => {
    expect(placeOrderProblem(body())).toBeUndefined();
    expect(placeOrderProblem(body({ state: ' kerala ' }))).toBeUndefined();
    expect(placeOrderProblem(body({ state: 'Kerela' }))).toBe(
      'State "Kerela" is not an Indian state or union territory. Did you mean Kerala?',
    );
    expect(placeOrderProblem(body({ state: 'Narnia' }))).toBe(
      'State "Narnia" is not an Indian state or union territory.',
    );
    expect(placeOrderProblem(body({ postal_code: '600001' }))).toBe('PIN 600001 is in Tamil Nadu, not Kerala.');
    expect(placeOrderProblem(body({ bill_state: 'TN' }))).toBe(
      'Billing state "TN" is not an Indian state or union territory. Did you mean Tamil Nadu?',
    );
    expect(placeOrderProblem(body({ bill_postal_code: '110001' }))).toBe('Billing PIN 110001 is in Delhi, not Kerala.');
    // A format problem comes before the state's.
    expect(placeOrderProblem(body({ state: 'Kerela', postal_code: '6820' }))).toBe('The PIN code must be 6 digits.');
  });

  it('the form marks the state and the PIN under their own fields', () => {
    expect(validateCheckout({ ...address, state: 'Kerela' }, null)).toEqual({
      state: 'State "Kerela" is not an Indian state or union territory. Did you mean Kerala?',
    });
    expect(validateCheckout({ ...address, state: 'Tamil Nadu' }, null)).toEqual({
      postal_code: 'PIN 682002 is in Kerala, not Tamil Nadu.',
    });
    expect(validateCheckout(address, { ...address, state: 'Goa' })).toEqual({
      'billing.postal_code': 'Billing PIN 682002 is in Kerala, not Goa.',
    });
    expect(stateFieldProblems({ state: 'Kerela', postal_code: '600001' }, false)).toEqual({
      state: 'State "Kerela" is not an Indian state or union territory. Did you mean Kerala?',
      postal_code: null,
    });
    expect(stateFieldProblems({ state: 'Kerala', postal_code: '600001' }, false)).toEqual({
      state: null,
      postal_code: 'PIN 600001 is in Tamil Nadu, not Kerala.',
    });
    expect(stateFieldProblems({ state: 'Kerala', postal_code: '6000' }, true)).toEqual({
      'billing.state': null,
      'billing.postal_code': 'The billing PIN code must be 6 digits.',
    });
  });

  it('the delivery charge reads the state through the list', () => {
    for (const tn of ['Tamil Nadu', ' tamil  nadu', 'TN', 'Tamilnadu', 'T.N.'])
      expect(deliveryChargePaise(tn)).toBe(6500);
    for (const other of ['Kerala', 'Kerela', 'Puducherry', 'Narnia']) expect(deliveryChargePaise(other)).toBe(12000);
  });
});
