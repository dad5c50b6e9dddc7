import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article';
  /** Said instead when there is no content at all. */
  empty?: string;
}

/*
 * DOMPurify is imported here, and this module only by pages loaded on demand (product, blog post,
 * /SafeHtmlComponent), so it never weighs on the entry chunk.
 */

/**
 * The one way HTML from the API reaches the page: DOMPurify first removes scripts, event
 * handlers and other active content, even though the server sanitizes on write as well.
 */
export function SafeHtml({ html, className, as: Tag = 'div', empty }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? ''), [html]);
  if (empty !== undefined && !clean.trim()) return <p className="text-body-secondary">{empty}</p>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * What sanitizing `html` takes out, in words: '<script> element', 'href attribute of <a>'.
 * Runs the same sanitizer as SafeHtml, so the list is exactly what a page would drop.
 */
export function removedByCleaning(html: string): string[] {
  DOMPurify.sanitize(html);
  return DOMPurify.removed.map((item) => {
    if ('element' in item) return `<${item.element.nodeName.toLowerCase()}> element`;
    const owner = item.from?.nodeName.toLowerCase();
    return `${item.attribute?.name ?? 'an'} attribute${owner ? ` of <${owner}>` : ''}`;
  });
}
