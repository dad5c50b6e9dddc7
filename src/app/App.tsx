import { useEffect } from 'react';
import { shellReplaced } from '../lib/firstRender';
import { AppRouter } from './router';

export function App() {
  useEffect(shellReplaced, []);
  return <AppRouter />;
}
