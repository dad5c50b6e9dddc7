import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { PageBanner } from '../components/common/PageBanner';
import { loadChunk } from '../lib/chunk';
import { useStaticPageMeta } from '../lib/seo';
import '../features/content/content.css';

/**
 * The cleaned result and what was removed, with the sanitizer (DOMPurify, the page's largest code):
 * a chunk of its own, asked for as soon as this page's code runs, so the page's first screen (its
 * heading, text and field) does not wait for it (scripts/check-budget.ts).
 */
const loadPreview = () => loadChunk(() => import('../components/common/CleanedPreview'));
const CleanedPreview = lazy(() => loadPreview().then((module) => ({ default: module.CleanedPreview })));
if (typeof window !== 'undefined') void loadPreview().catch(() => {});

/** A blog-style snippet with the kinds of active content the cleaning removes. */
export const SAMPLE_HTML = `<h3>Caring for a dressing</h3>
<p>Keep the wound <strong>clean and moist</strong>, and change the dressing as your doctor advises.</p>
<ul><li>Wash your hands first.</li><li>Peel the backing away slowly.</li></ul>
<p><a href="javascript:alert('hi')">A link that tries to run code</a></p>
<script>alert('hi')</script>`;

/**
 * /SafeHtmlComponent: the original storefront's route for its HTML renderer. Here it is a preview
 * of that renderer: product details and blog posts are HTML, and this shows what remains of a
 * piece of HTML once it is cleaned for display, and what was taken out. Nothing is sent anywhere.
 */
export default function SafeHtmlPage() {
  useStaticPageMeta('safeHtml');
  const [html, setHtml] = useState(SAMPLE_HTML);
  const shown = useDeferredValue(html);
  const fieldId = useId();

  return (
    <>
      <PageBanner title="Formatted text preview" />
      <section className="container py-5 safe-html-preview">
        <p className="lead">
          Product details and blog posts on this shop are written as formatted text (HTML). Before any of it is shown,
          it is cleaned: anything that could run code in your browser is removed. Type or paste HTML below to see what
          the shop would show. Nothing you enter here is sent or saved.
        </p>
        <div className="row g-4">
          <div className="col-12 col-lg-6">
            <label htmlFor={fieldId} className="form-label fw-semibold">
              HTML
            </label>
            <textarea
              id={fieldId}
              className="form-control font-monospace safe-html-preview__input"
              rows={12}
              spellCheck={false}
              value={html}
              onChange={(e) => setHtml(e.target.value)}
            />
          </div>
          <div className="col-12 col-lg-6">
            <Suspense fallback={null}>
              <CleanedPreview html={shown} />
            </Suspense>
          </div>
        </div>
      </section>
    </>
  );
}
