import { createRoot } from 'react-dom/client';
import './app/console.css';
import { ConsoleApp } from './app/ConsoleApp';

const root = document.getElementById('console-root');
if (root) createRoot(root).render(<ConsoleApp />);
