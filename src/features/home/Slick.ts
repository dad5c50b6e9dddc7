import SlickImport from 'react-slick';
import 'slick-carousel/slick/slick.css';

/**
 * react-slick is published as CommonJS, and a bundler may hand over the module object (with the
 * component under `default`) instead of the component itself. Take the component either way.
 */
export const Slider = (SlickImport as unknown as { default?: typeof SlickImport }).default ?? SlickImport;
export type SliderHandle = InstanceType<typeof SlickImport>;
