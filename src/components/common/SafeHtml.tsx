import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article';
  /** Said instead when there is no content at all. */
  empty?: string;
}

/**
 * The one way HTML from the API reaches the page: DOMPurify first removes scripts, event
 * handlers and other active content, even though the server sanitizes on write as well.
 */
export function SafeHtml({ html, className, as: Tag = 'div', empty }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? ''), [html]);
  if (empty !== undefined && !clean.trim()) return <p className="text-body-secondary">{empty}</p>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
