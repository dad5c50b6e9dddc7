import SlickImport from 'react-slick';
import 'slick-carousel/slick/slick.css';

/**
 * react-slick is CommonJS: under Vite 8 the default import can arrive as the module object
 * instead of the component (TOOLCHAIN pitfall 2). Unwrap it whatever the bundler hands us.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const Slider = ((SlickImport as any).default ?? SlickImport) as typeof SlickImport;
export type SliderHandle = InstanceType<typeof SlickImport>;
