/** The Kochi shop's settings, as its owner writes them in shop.config.json. */
export const KERALA_SETTINGS = {
  brand: 'Kera Naturals',
  address: {
    line1: '4/212 MG Road',
    city: 'Kochi',
    district: 'Ernakulam',
    state: 'Kerala',
    postalCode: '682016',
    country: 'India',
  },
  delivery: {
    ownStateCharge: 50,
    nearbyStates: ['Tamil Nadu', 'Karnataka'],
    nearbyCharge: 80,
    restOfIndiaCharge: 130,
    freeDeliveryFrom: 1500,
  },
};
