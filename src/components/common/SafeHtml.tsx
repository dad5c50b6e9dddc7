import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article';
}

/** Renders HTML from the API after DOMPurify has removed scripts, handlers and other active content. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? ''), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
