import { createContext, useContext } from 'react';
import { EXAMPLE_SHOP_DETAILS, type StorefrontShopDetails } from '../../common/site/company';

/**
 * The shop's details, passed down from where the storefront starts (src/app/start.tsx reads them
 * from the page once) rather than set in a module by import order. Without a provider (tests,
 * components rendered alone) they are the example details.
 */
const ShopDetailsContext = createContext<StorefrontShopDetails>(EXAMPLE_SHOP_DETAILS);

export const ShopDetailsProvider = ShopDetailsContext.Provider;

/** The shop's details, as the nearest provider gives them. */
export const useShopDetails = (): StorefrontShopDetails => useContext(ShopDetailsContext);
